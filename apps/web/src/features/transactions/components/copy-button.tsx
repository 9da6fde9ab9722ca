import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DoneOutlined from '@mui/icons-material/DoneOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../lib/clipboard';

/** Copies `value`; its accessible name says what is copied, and it confirms for two seconds. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('billing');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const title = copied ? t('copy.done') : label;
  return (
    <Tooltip title={title}>
      <IconButton
        aria-label={title}
        size="small"
        onClick={() => void copyText(value).then(setCopied)}
        color={copied ? 'success' : 'default'}
      >
        {copied ? <DoneOutlined fontSize="small" /> : <ContentCopyOutlined fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}
