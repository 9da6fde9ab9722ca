import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatRupiah } from '@undangin/shared/billing/money';
import type { TAuditEntry } from '@undangin/shared/users/schemas';
import { paths } from '../../../lib/paths';
import { actionKey, readableAction } from './audit-change';

/** Before and after of the entries that say "from … to …". */
function fromTo(entry: TAuditEntry, role: (value: string) => string) {
  const before = entry.before as Record<string, unknown> | null;
  const after = entry.after as Record<string, unknown> | null;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : '–');
  if (entry.action === 'user.role_change') {
    return { from: role(text(before?.role)), to: role(text(after?.role)) };
  }
  return { from: text(before?.email), to: text(after?.email) };
}

// Links inside a sentence are underlined: their colour alone does not set them apart from the words around them.
function ActorName({ entry, children }: { entry: TAuditEntry; children?: ReactNode }) {
  if (!entry.actor) return <>{children}</>;
  return (
    <Link component={RouterLink} to={paths.user(entry.actor.id)} underline="always">
      {children}
    </Link>
  );
}

/** The object's name; what tells it apart and its id show on hover or focus, never in the sentence. */
function SubjectName({ entry, children }: { entry: TAuditEntry; children?: ReactNode }) {
  const hint = [entry.subject.detail, entry.subjectId && `ID: ${entry.subjectId}`]
    .filter(Boolean)
    .join(' · ');
  const link = entry.subjectType === 'user' && entry.subjectId && !entry.subject.deleted;
  const name = link ? (
    <Link component={RouterLink} to={paths.user(entry.subjectId!)} underline="always">
      {children}
    </Link>
  ) : (
    <Box component="span" tabIndex={hint ? 0 : undefined} sx={{ fontWeight: 500 }}>
      {children}
    </Box>
  );
  return hint ? (
    <Tooltip title={hint} describeChild>
      {name}
    </Tooltip>
  ) : (
    name
  );
}

/** Where the sentence names its actor and its object: markers no name can contain. */
const MARK = { actor: '\u0000actor\u0000', subject: '\u0000subject\u0000' };
const NAMES = new RegExp(`(<actor>${MARK.actor}</actor>|<subject>${MARK.subject}</subject>)`);

/**
 * One audit entry as a sentence in the interface's language, with the names people know: "Rina
 * menyetujui pembayaran INV-… — Paket Premium, Rp 199.123". An action no sentence knows yet reads as
 * a generic one naming the action and its object.
 */
export function AuditSentence({ entry }: { entry: TAuditEntry }) {
  const { t, i18n } = useTranslation('users');
  const own = `audit.sentences.${actionKey(entry.action)}`;
  const key = i18n.exists(own, { ns: 'users' })
    ? own
    : entry.subjectId
      ? 'audit.sentences.other'
      : 'audit.sentences.otherWithoutSubject';
  const { name, detail, amount, deleted } = entry.subject;
  const subject = name
    ? deleted
      ? t('audit.deletedName', { name })
      : entry.subjectType === 'bank_account' && detail
        ? `${name} ${detail}`
        : name
    : entry.subjectType === 'user'
      ? t('audit.deletedAccount')
      : t('audit.deletedObject');
  const values = {
    actor: entry.actor?.name ?? t('audit.deletedAccount'),
    subject,
    package: detail ?? '–',
    amount: amount === null ? '–' : formatRupiah(amount),
    action: readableAction(entry.action),
    type: t(`audit.subjects.${entry.subjectType}`, { defaultValue: entry.subjectType }),
    ...fromTo(entry, (role) => t(`roles.${role}`, { defaultValue: role })),
  };
  // The names stand in the sentence as markers and are put back as elements, so no name can be read
  // as markup. Not react-i18next's <Trans>: its parser would sit in every first load that imports
  // react-i18next (~9 KB gzip), for this one screen.
  const sentence = t(key, {
    ...values,
    actor: MARK.actor,
    subject: MARK.subject,
    interpolation: { escapeValue: false },
  });
  return (
    <>
      {sentence.split(NAMES).map((part, at) =>
        part === `<actor>${MARK.actor}</actor>` ? (
          <ActorName key={at} entry={entry}>
            {values.actor}
          </ActorName>
        ) : part === `<subject>${MARK.subject}</subject>` ? (
          <SubjectName key={at} entry={entry}>
            {values.subject}
          </SubjectName>
        ) : (
          part
        ),
      )}
    </>
  );
}
