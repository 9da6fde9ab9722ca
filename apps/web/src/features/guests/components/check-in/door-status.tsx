import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../../lib/i18n';
import { formatTime } from '../../lib/format';
import type { TUsherStatus } from './use-door';

/**
 * The usher's phone at a glance: online or not, how many operations wait to be sent, and how fresh
 * the kept list is ("Offline · 3 menunggu dikirim · daftar 10.42"); below it, each result the server
 * settled otherwise than done, until the usher dismisses it.
 */
export function DoorStatus({ status }: { status: TUsherStatus }) {
  const { t, i18n } = useTranslation('guests');
  const line = [
    status.online ? t('door.online') : t('door.offline'),
    t('door.waiting', { count: status.waiting }),
    status.refreshedAt ? t('door.refreshed', { time: formatTime(status.refreshedAt, i18n.language) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box
        role="status"
        aria-label={t('door.connection')}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}
      >
        {status.online ? (
          <CloudDoneOutlined fontSize="small" color="success" />
        ) : (
          <CloudOffOutlined fontSize="small" color="warning" />
        )}
        <Typography variant="body2">{line}</Typography>
      </Box>
      {status.settled.map((result) => (
        <Alert
          key={result.id}
          severity={result.status === 'refused' ? 'error' : 'warning'}
          role="alert"
          onClose={() => status.dismiss(result.id)}
        >
          {/* The server's sentence, in the usher's language where a translation exists. */}
          {translateMessage(result.message)}
        </Alert>
      ))}
    </Box>
  );
}
