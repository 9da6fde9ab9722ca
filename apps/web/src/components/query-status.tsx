import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { toApiProblem } from '../lib/api-error';

/** What a list shows before its rows: a spinner, named for screen readers, while it loads, or why it failed. */
export function QueryStatus({
  query,
  loadingLabel,
  py,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown };
  loadingLabel: string;
  /** The spinner's room above and below it. */
  py: number;
}) {
  return (
    <>
      {query.isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', py }}>
          <CircularProgress aria-label={loadingLabel} />
        </Box>
      )}
      {query.isError && <Alert severity="error">{toApiProblem(query.error).message}</Alert>}
    </>
  );
}
