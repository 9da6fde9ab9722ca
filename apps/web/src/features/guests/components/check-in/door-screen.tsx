import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useCallback, useDeferredValue, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CHECK_IN_CODES, type TCheckInGuest } from '@undangin/shared/guests/schemas';
import { paths } from '../../../../lib/paths';
import { toApiProblem } from '../../../../lib/api-error';
import { useCheckInById } from '../../api/check-in-by-id';
import { lookupGuest } from '../../api/check-in-lookup';
import { useDoorSearch } from '../../api/check-in-search';
import { useCheckInSummary } from '../../api/check-in-summary';
import { isUsherAccessRevoked, type TDoorTarget } from '../../api/door-client';
import { ArrivalCard } from './arrival-card';
import { ArrivalsSummary } from './arrivals-summary';
import { QrScanner } from './qr-scanner';
import { WalkInDialog } from './walk-in-dialog';

/** The same QR held in view is read many times a second; it counts once per this window. */
const SAME_CODE_MS = 4000;

/**
 * The digital guest book at the door, for the owner and for ushers alike: scan a guest's QR or find
 * them by name, confirm how many people arrive, and watch the live totals; walk-ins are added here.
 */
export function DoorScreen({ target }: { target: TDoorTarget }) {
  const { t } = useTranslation('guests');
  const [mode, setMode] = useState<'scan' | 'search'>('scan');
  const [guest, setGuest] = useState<TCheckInGuest | null>(null);
  const [result, setResult] = useState<{ severity: 'success' | 'error' | 'warning'; text: string } | null>(
    null,
  );
  const [cardError, setCardError] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [walkIn, setWalkIn] = useState(false);
  const [revoked, setRevoked] = useState<string | null>(null);
  const q = useDeferredValue(search.trim());
  const found = useDoorSearch(target, q);
  const summary = useCheckInSummary(target);
  const checkIn = useCheckInById(target);
  const lastCode = useRef<{ code: string; at: number } | null>(null);
  // An usher whose link was revoked learns it from whichever call comes first (the live totals poll,
  // a search, a scan, a check-in) and the door closes, rather than answering each action on its own.
  const revokedBy = [summary.error, found.error].find(isUsherAccessRevoked);
  const closed = revoked ?? (revokedBy ? toApiProblem(revokedBy).message : null);

  const open = useCallback(
    async (code: string) => {
      const now = Date.now();
      if (lastCode.current && lastCode.current.code === code && now - lastCode.current.at < SAME_CODE_MS)
        return;
      lastCode.current = { code, at: now };
      setResult(null);
      setCardError(null);
      try {
        setGuest(await lookupGuest(target, code));
      } catch (error) {
        setGuest(null);
        if (isUsherAccessRevoked(error)) setRevoked(toApiProblem(error).message);
        else setResult({ severity: 'error', text: toApiProblem(error).message });
      }
    },
    [target],
  );

  const confirm = async (pax: number, confirmOverQuota: boolean) => {
    if (!guest) return;
    setCardError(null);
    try {
      const answer = await checkIn.mutateAsync({ guestId: guest.id, body: { pax, confirmOverQuota } });
      setGuest(null);
      setResult({ severity: 'success', text: answer.message });
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

  if (closed) return <Alert severity="error">{closed}</Alert>;

  if (summary.data && !summary.data.checkInAllowed) {
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

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
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
        {result && (
          <Alert
            severity={result.severity}
            role={result.severity === 'success' ? 'status' : 'alert'}
            onClose={() => setResult(null)}
          >
            {result.text}
          </Alert>
        )}
        {guest && (
          <ArrivalCard
            key={guest.id}
            guest={guest}
            busy={checkIn.isPending}
            error={cardError}
            onCheckIn={(pax, over) => void confirm(pax, over)}
            onCancel={() => setGuest(null)}
          />
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
            {q.length >= 2 && found.data?.length === 0 && (
              <Alert severity="info">{t('door.noneFound')}</Alert>
            )}
            <List aria-label={t('door.results')}>
              {found.data?.map((row) => (
                <ListItemButton
                  key={row.id}
                  onClick={() => {
                    setResult(null);
                    setCardError(null);
                    setGuest(row);
                  }}
                >
                  <ListItemText
                    primary={[row.salutation, row.name].filter(Boolean).join(' ')}
                    secondary={
                      row.checkedInAt
                        ? t('door.alreadyShort', { by: row.checkedInByName ?? '' })
                        : (row.group ?? undefined)
                    }
                  />
                </ListItemButton>
              ))}
            </List>
          </Box>
        )}
      </Box>
      {summary.data && <ArrivalsSummary summary={summary.data} />}
      {summary.isError && <Alert severity="error">{toApiProblem(summary.error).message}</Alert>}
      {walkIn && (
        <WalkInDialog
          target={target}
          onClose={() => setWalkIn(false)}
          onDone={(answer) => {
            setWalkIn(false);
            setResult({ severity: 'success', text: answer.message });
          }}
        />
      )}
    </Box>
  );
}
