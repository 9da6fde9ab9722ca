import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useCallback, useDeferredValue, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { arrivalAt } from '@undangin/shared/guests/arrivals';
import { CHECK_IN_CODES, type TCheckInGuest } from '@undangin/shared/guests/schemas';
import { paths } from '../../../../lib/paths';
import { toApiProblem } from '../../../../lib/api-error';
import { isUsherAccessRevoked, type TDoorTarget } from '../../api/door-client';
import { defaultSessionId, localDate } from '../../lib/door-roster';
import { ArrivalCard } from './arrival-card';
import { DoorGiftEntry } from './door-gift-entry';
import { ArrivalsSummary } from './arrivals-summary';
import { DoorStatus } from './door-status';
import { QrScanner } from './qr-scanner';
import { useDoor } from './use-door';
import { WalkInDialog } from './walk-in-dialog';

/** The same QR held in view is read many times a second; it counts once per this window. */
const SAME_CODE_MS = 4000;

type TResult = { severity: 'success' | 'error' | 'warning'; text: string; opId?: string };

/**
 * The digital guest book at the door, for the owner and for ushers alike: scan a guest's QR or find
 * them by name, confirm how many people arrive, and watch the live totals; walk-ins are added here.
 * The owner's door asks the server at each step; the usher's works from the list on the phone, online
 * or not (`useDoor` chooses).
 */
export function DoorScreen({ target }: { target: TDoorTarget }) {
  const { t } = useTranslation('guests');
  const [mode, setMode] = useState<'scan' | 'search'>('scan');
  const [guest, setGuest] = useState<TCheckInGuest | null>(null);
  const [result, setResult] = useState<TResult | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [walkIn, setWalkIn] = useState(false);
  const [revoked, setRevoked] = useState<string | null>(null);
  const [pickedSession, setPickedSession] = useState<string | null>(null);
  const q = useDeferredValue(search.trim());
  const door = useDoor(target, q);
  const lastCode = useRef<{ code: string; at: number } | null>(null);
  // An usher whose link was revoked learns it from whichever call comes first and the door closes,
  // rather than answering each action on its own.
  const closed = revoked ?? door.closed;
  const sessionId =
    door.sessions.find((session) => session.id === pickedSession)?.id ??
    defaultSessionId(door.sessions, localDate(new Date()));
  // Sent with check-ins and walk-ins only where there is a choice; one session needs no naming.
  const eventId = door.sessions.length > 1 && sessionId ? { eventId: sessionId } : {};
  // An arrival recorded before the invitation had sessions counts in its first one.
  const firstSessionId = door.sessions[0]?.id ?? null;
  /** A found guest's line: in at this session (the whole household, or part of it), else their group. */
  const foundLine = (row: TCheckInGuest) => {
    const here = arrivalAt(row, sessionId, firstSessionId);
    if (!here) return row.group ?? undefined;
    return here.members.length < row.members.length
      ? t('door.partlyShort', { count: here.pax })
      : t('door.alreadyShort', { by: here.byName ?? '' });
  };

  const { lookup } = door;
  const open = useCallback(
    async (code: string) => {
      const now = Date.now();
      if (lastCode.current && lastCode.current.code === code && now - lastCode.current.at < SAME_CODE_MS)
        return;
      lastCode.current = { code, at: now };
      setResult(null);
      setCardError(null);
      try {
        setGuest(await lookup(code));
      } catch (error) {
        setGuest(null);
        if (isUsherAccessRevoked(error)) setRevoked(toApiProblem(error).message);
        else setResult({ severity: 'error', text: toApiProblem(error).message });
      }
    },
    [lookup],
  );

  const confirm = async (pax: number, confirmOverQuota: boolean, memberIds?: string[]) => {
    if (!guest) return;
    setCardError(null);
    try {
      const answer = await door.checkIn(guest, {
        pax,
        confirmOverQuota,
        ...(memberIds ? { memberIds } : {}),
        ...eventId,
      });
      setGuest(null);
      setResult({ severity: 'success', text: answer.text, opId: answer.opId });
    } catch (error) {
      const problem = toApiProblem(error);
      if (isUsherAccessRevoked(error)) {
        setGuest(null);
        setRevoked(problem.message);
      } else if (problem.code === CHECK_IN_CODES.alreadyCheckedIn) {
        setGuest(null);
        setResult({ severity: 'warning', text: problem.message });
      } else {
        setCardError(problem.message);
      }
    }
  };

  const souvenir = async () => {
    if (!guest) return;
    setCardError(null);
    try {
      const answer = await door.souvenir(guest);
      if (answer.guest) setGuest(answer.guest);
    } catch (error) {
      setCardError(toApiProblem(error).message);
    }
  };

  if (closed) return <Alert severity="error">{closed}</Alert>;

  if (door.summary && !door.summary.checkInAllowed) {
    return (
      <Alert
        severity="warning"
        action={
          target.kind === 'owner' ? (
            <Button component={RouterLink} to={paths.packages()} color="inherit" size="small">
              {t('limit.upgrade')}
            </Button>
          ) : undefined
        }
      >
        {target.kind === 'owner' ? t('door.notInPackage') : t('door.notInPackageUsher')}
      </Alert>
    );
  }

  // On the usher's phone a check-in's line follows its operation: an answer that someone else was
  // first (or a refusal) replaces it with the result the usher reads below.
  const outcome = result?.opId ? door.usher?.outcomeOf(result.opId) : undefined;
  const shownResult = outcome === 'already' || outcome === 'refused' ? null : result;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        {door.usher && <DoorStatus status={door.usher} />}
        {door.sessions.length > 1 && (
          <TextField
            select
            size="small"
            label={t('door.session')}
            value={sessionId ?? ''}
            onChange={(event) => setPickedSession(event.target.value)}
            slotProps={{ select: { native: true } }}
          >
            {door.sessions.map((session) => (
              <option key={session.id} value={session.id}>
                {session.name}
              </option>
            ))}
          </TextField>
        )}
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Tabs
            value={mode}
            onChange={(_e, value: 'scan' | 'search') => setMode(value)}
            aria-label={t('door.mode')}
          >
            <Tab value="scan" label={t('door.scan')} />
            <Tab value="search" label={t('door.search')} />
          </Tabs>
          <Button startIcon={<PersonAddAlt1Outlined />} onClick={() => setWalkIn(true)}>
            {t('door.walkIn')}
          </Button>
        </Box>
        {shownResult && (
          <Alert
            severity={shownResult.severity}
            role={shownResult.severity === 'success' ? 'status' : 'alert'}
            onClose={() => setResult(null)}
          >
            {shownResult.text}
            {outcome === 'waiting' && !door.usher?.online && ` ${t('door.queued')}`}
          </Alert>
        )}
        {guest && (
          <ArrivalCard
            // Another session is another arrival: the card starts again from that session's.
            key={`${guest.id}:${sessionId ?? ''}`}
            guest={guest}
            sessionId={sessionId}
            firstSessionId={firstSessionId}
            busy={door.busy}
            error={cardError}
            onCheckIn={(pax, over, memberIds) => void confirm(pax, over, memberIds)}
            onSouvenir={() => void souvenir()}
            onCancel={() => setGuest(null)}
          />
        )}
        {guest && (
          <DoorGiftEntry key={`gift-${guest.id}`} guest={guest} save={(body) => door.gift(guest, body)} />
        )}
        {mode === 'scan' ? (
          <>
            {/* Unmounted while a guest is on screen, so the camera is off and the next scan starts fresh. */}
            {!guest && <QrScanner onCode={(code) => void open(code)} />}
            <Box
              component="form"
              sx={{ display: 'flex', gap: 1 }}
              onSubmit={(event) => {
                event.preventDefault();
                if (typed.trim()) {
                  lastCode.current = null;
                  void open(typed.trim());
                }
              }}
            >
              <TextField
                size="small"
                label={t('door.typeCode')}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                sx={{ flex: 1 }}
                slotProps={{ htmlInput: { maxLength: 500, autoCapitalize: 'none', spellCheck: false } }}
              />
              <Button type="submit" variant="outlined">
                {t('door.find')}
              </Button>
            </Box>
          </>
        ) : (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <TextField
              label={t('door.searchLabel')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              autoFocus
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            {q.length >= 2 && door.found?.length === 0 && (
              <Alert severity="info">{t('door.noneFound')}</Alert>
            )}
            <List aria-label={t('door.results')}>
              {door.found?.map((row) => (
                // Each result a list item holding its button, as a list's children must be.
                <ListItem key={row.id} disablePadding>
                  <ListItemButton
                    onClick={() => {
                      setResult(null);
                      setCardError(null);
                      setGuest(row);
                    }}
                  >
                    <ListItemText
                      primary={[row.salutation, row.name].filter(Boolean).join(' ')}
                      secondary={foundLine(row)}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Box>
        )}
      </Box>
      {door.summary && <ArrivalsSummary summary={door.summary} />}
      {door.summaryError && <Alert severity="error">{door.summaryError}</Alert>}
      {walkIn && (
        <WalkInDialog
          save={(values) => door.walkIn({ ...values, ...eventId })}
          onClose={() => setWalkIn(false)}
          onDone={(answer) => {
            setWalkIn(false);
            setResult({ severity: 'success', text: answer.text, opId: answer.opId });
          }}
        />
      )}
    </Box>
  );
}
