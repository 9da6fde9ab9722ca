import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPageEnd } from '@undangin/shared/invitations/schemas';
import { formatZonedTime } from '../lib/zoned-time';

// The warning is rare; the dashboard, which shows this line on every visit, loads no Alert for it.
const PageEndWarning = lazy(() => import('./page-end-warning'));

/**
 * Until when guests can open an invitation's page; when that comes before its last event is over or
 * within the week after it (the shared plan-ending rule, decided by the API), a plain warning naming
 * the event with the one step to extend. `title` names the invitation where the couple has several.
 */
export function PageEndNotice({
  invitationId,
  pageEnd,
  title,
  now,
}: {
  invitationId: string;
  pageEnd: TPageEnd;
  title?: string;
  /** The instant the screen was drawn, to tell an ended page from one still up. */
  now: number;
}) {
  const { t, i18n } = useTranslation('page-end');
  if (!pageEnd.activeUntil) return null;
  const date = formatZonedTime(pageEnd.activeUntil, pageEnd.timeZone, i18n.language);
  const state = Date.parse(pageEnd.activeUntil) <= now ? 'ended' : 'until';
  const line = title ? t(`${state}Named`, { date, title }) : t(state, { date });
  const plain = (
    <Typography variant="body2" color="text.secondary">
      {line}
    </Typography>
  );
  if (!pageEnd.warning || !pageEnd.lastEvent) return plain;
  return (
    <Suspense fallback={plain}>
      <PageEndWarning
        invitationId={invitationId}
        warning={pageEnd.warning}
        lastEvent={pageEnd.lastEvent}
        line={line}
      />
    </Suspense>
  );
}
