import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { PanelHeading } from '../../../../components/panel-heading';
import { toApiProblem, type TApiProblem } from '../../../../lib/api-error';
import { CreatedLink } from './created-link';

type TSecretLink = { id: string; name: string; revokedAt: string | null };

/**
 * A panel of secret links that open one part of an invitation to someone without an account (an
 * usher's door, a venue screen): a form that makes one, the link shown once, the links made with their
 * activity, and revoking one. `words` names the `guests` keys of the panel ('ushers', 'screens').
 */
export function SecretLinksPanel<T extends TSecretLink>({
  words,
  links,
  fields,
  canCreate,
  create,
  describe,
  revoke,
}: {
  words: 'ushers' | 'screens';
  links: T[] | undefined;
  /** The form's inputs, given the problem of the last refused attempt (its field messages). */
  fields: (problem: TApiProblem | null) => ReactNode;
  canCreate: boolean;
  create: { run: () => Promise<{ name: string; link: string }>; pending: boolean; error: unknown };
  describe: (link: T) => { primary: string; secondary: string };
  revoke: { run: (id: string, done: () => void) => void; pending: boolean; error: unknown };
}) {
  const { t } = useTranslation('guests');
  const [created, setCreated] = useState<{ name: string; link: string } | null>(null);
  const [revoking, setRevoking] = useState<T | null>(null);
  const problem = create.error ? toApiProblem(create.error) : null;
  const titleId = `${words}-title`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      <PanelHeading id={titleId} title={t(`${words}.title`)} intro={t(`${words}.intro`)} />
      <Box
        component="form"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
        onSubmit={(event) => {
          event.preventDefault();
          void create
            .run()
            .then(setCreated)
            .catch(() => undefined);
        }}
      >
        {fields(problem)}
        <Button type="submit" variant="contained" disabled={create.pending || !canCreate}>
          {t(`${words}.create`)}
        </Button>
      </Box>
      {/* A field's own message shows under it; anything else above the list. */}
      {problem && Object.keys(problem.fieldErrors).length === 0 && (
        <Alert severity="error">{problem.message}</Alert>
      )}
      {created && (
        <CreatedLink
          message={t(`${words}.created`, { name: created.name })}
          label={t(`${words}.link`)}
          copyLabel={t(`${words}.copyLink`)}
          link={created.link}
          onClose={() => setCreated(null)}
        />
      )}
      {/* A list holds only its items: the empty state stands beside it. */}
      {links?.length === 0 && <Typography color="text.secondary">{t(`${words}.none`)}</Typography>}
      <List aria-label={t(`${words}.list`)}>
        {links?.map((link) => (
          <ListItem
            key={link.id}
            disableGutters
            secondaryAction={
              link.revokedAt ? (
                <Chip size="small" label={t(`${words}.revoked`)} />
              ) : (
                <Button size="small" color="error" onClick={() => setRevoking(link)}>
                  {t(`${words}.revoke`)}
                </Button>
              )
            }
          >
            <ListItemText {...describe(link)} />
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={revoking !== null}
        title={t(`${words}.revokeTitle`)}
        message={t(`${words}.revokeMessage`, { name: revoking?.name ?? '' })}
        confirmLabel={t(`${words}.revoke`)}
        onConfirm={() => revoking && revoke.run(revoking.id, () => setRevoking(null))}
        onClose={() => setRevoking(null)}
        busy={revoke.pending}
        error={revoke.error ? toApiProblem(revoke.error).message : null}
      />
    </Paper>
  );
}
