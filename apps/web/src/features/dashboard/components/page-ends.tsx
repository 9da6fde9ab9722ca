import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDashboardPageEnd } from '@undangin/shared/dashboard/schemas';
import { PageEndNotice } from '../../../components/page-end-notice';

/** Until when each of the couple's invitation pages is up, newest first; named when there are several. */
export function PageEnds({ pageEnds }: { pageEnds: TDashboardPageEnd[] }) {
  const { t } = useTranslation('page-end');
  const [now] = useState(Date.now);
  const shown = pageEnds.filter((end) => end.activeUntil);
  if (shown.length === 0) return null;
  const several = shown.length > 1;
  return (
    <Box component="section" aria-label={t('title')} sx={{ display: 'grid', gap: 1, mb: 3 }}>
      {shown.map((end) => (
        <PageEndNotice
          key={end.invitationId}
          invitationId={end.invitationId}
          pageEnd={end}
          title={several ? end.title : undefined}
          now={now}
        />
      ))}
    </Box>
  );
}
