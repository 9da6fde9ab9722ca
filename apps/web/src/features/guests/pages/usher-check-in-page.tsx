import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CHECK_IN_CODES } from '@undangin/shared/guests/schemas';
import { toApiProblem } from '../../../lib/api-error';
import type { TDoorTarget } from '../api/door-client';
import { keepUsherPin, readUsherPin } from '../api/usher-pin';
import { useUsherSession } from '../api/usher-session';
import { DoorScreen } from '../components/check-in/door-screen';

/**
 * /check-in/:token: the check-in screen an usher opens from the link the owner handed out. No account:
 * the link's secret (and the PIN, when the owner set one) opens this one invitation's door.
 */
export default function UsherCheckInPage() {
  const { t } = useTranslation('guests');
  const { token = '' } = useParams();
  const [pin, setPin] = useState<string | null>(() => readUsherPin(token));
  const [typedPin, setTypedPin] = useState('');
  const target = useMemo<TDoorTarget & { kind: 'usher' }>(
    () => ({ kind: 'usher', token, pin }),
    [token, pin],
  );
  const session = useUsherSession(target);
  const problem = session.isError ? toApiProblem(session.error) : null;
  const needsPin = problem?.code === CHECK_IN_CODES.pinRequired;
  // An accepted PIN is kept for the tab, so a reload does not lock the usher out; a refused one
  // (the owner changed it) is forgotten, and the prompt asks again.
  useEffect(() => {
    if (session.data && pin) keepUsherPin(token, pin);
    else if (needsPin) keepUsherPin(token, null);
  }, [token, pin, session.data, needsPin]);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 }, width: '100%', alignSelf: 'start' }}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', sm: '2rem' } }}
      >
        {t('checkIn.title')}
      </Typography>
      {session.data && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('usher.heading', { title: session.data.invitation.title, name: session.data.usherName })}
        </Typography>
      )}
      {session.isPending && <Skeleton variant="rounded" height={320} sx={{ mt: 3 }} />}
      {needsPin && (
        <Paper
          variant="outlined"
          component="form"
          sx={{ p: 3, mt: 3, maxWidth: 360, display: 'grid', gap: 2 }}
          onSubmit={(event) => {
            event.preventDefault();
            setPin(typedPin);
          }}
        >
          <Typography>{t('usher.pinPrompt')}</Typography>
          {pin !== null && <Alert severity="error">{problem.message}</Alert>}
          <TextField
            label={t('usher.pin')}
            value={typedPin}
            onChange={(event) => setTypedPin(event.target.value.replace(/\D/g, '').slice(0, 8))}
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
          />
          <Button type="submit" variant="contained" disabled={typedPin.length < 4}>
            {t('usher.open')}
          </Button>
        </Paper>
      )}
      {problem && !needsPin && (
        <Alert severity="error" sx={{ mt: 3 }}>
          {problem.message}
        </Alert>
      )}
      {/* A refused refetch (a revoked link) keeps the last data; the refusal above replaces the door. */}
      {session.data && !session.isError && (
        <Box>
          <DoorScreen target={target} />
        </Box>
      )}
    </Container>
  );
}
