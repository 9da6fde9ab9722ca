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
import { forgetDoor, openDoorStore, readDoor, type TKeptDoor } from '../lib/door-store';
import { startUsherApp } from '../lib/usher-app';

/**
 * The list this phone kept for the link, read when the server cannot be reached (so the door opens
 * offline), and dropped when the server says the link was revoked.
 */
function useKeptDoor(token: string, network: 'down' | 'revoked' | 'up'): TKeptDoor | null {
  const [kept, setKept] = useState<TKeptDoor | null>(null);
  useEffect(() => {
    if (network === 'up') return;
    let gone = false;
    void openDoorStore().then(async (db) => {
      try {
        if (network === 'revoked') await forgetDoor(db, token);
        else {
          const { kept: found } = await readDoor(db, token);
          if (!gone) setKept(found);
        }
      } finally {
        db.close();
      }
    });
    return () => {
      gone = true;
    };
  }, [token, network]);
  return network === 'down' ? kept : null;
}

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
  // No answer at all is the network; an answer refusing the link is the server's word.
  const network =
    problem === null
      ? 'up'
      : problem.status === null
        ? 'down'
        : problem.code === CHECK_IN_CODES.usherAccessRevoked
          ? 'revoked'
          : 'up';
  const kept = useKeptDoor(token, network);
  const who =
    session.data ?? (kept ? { invitation: kept.roster.invitation, usherName: kept.roster.usherName } : null);
  // Offline, a phone that holds the list opens the door without asking the server (or the PIN).
  const doorOpen = network === 'down' ? kept !== null : Boolean(session.data) && !session.isError;
  useEffect(() => startUsherApp(token), [token]);
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
      {who && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('usher.heading', { title: who.invitation.title, name: who.usherName })}
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
      {problem && !needsPin && !doorOpen && (
        <Alert severity="error" sx={{ mt: 3 }}>
          {problem.message}
        </Alert>
      )}
      {/* A refused refetch (a revoked link) keeps the last data; the refusal above replaces the door. */}
      {doorOpen && (
        <Box>
          <DoorScreen target={target} />
        </Box>
      )}
    </Container>
  );
}
