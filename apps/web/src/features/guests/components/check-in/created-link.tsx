import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../../lib/clipboard';

/** A secret link just made (an usher's, a screen's), shown this once with a button that copies it. */
export function CreatedLink(props: {
  message: string;
  label: string;
  copyLabel: string;
  link: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('guests');
  const [copied, setCopied] = useState<string | null>(null);
  return (
    <Alert severity="success" onClose={props.onClose}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {props.message}
      </Typography>
      <TextField
        size="small"
        fullWidth
        value={props.link}
        label={props.label}
        slotProps={{
          htmlInput: { readOnly: true, dir: 'ltr' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={props.copyLabel}
                  onClick={() =>
                    void copyText(props.link).then((ok) =>
                      setCopied(ok ? t('notices.linkCopied') : t('notices.copyFailed')),
                    )
                  }
                >
                  <ContentCopy />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {copied && (
        <Typography variant="caption" role="status">
          {copied}
        </Typography>
      )}
    </Alert>
  );
}
