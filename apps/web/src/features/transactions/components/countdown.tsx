import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeLeft } from '../lib/format';

/** Time left until `until`, ticking every second; says so once it has passed. */
export function Countdown({ until, ...props }: { until: string } & TypographyProps) {
  const { t } = useTranslation('billing');
  const end = new Date(until).getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = timeLeft(end, now);
  return (
    <Typography role="timer" color={left ? 'warning.main' : 'error.main'} {...props}>
      {left ? t('transfer.timeLeft', { time: left }) : t('transfer.windowClosed')}
    </Typography>
  );
}
