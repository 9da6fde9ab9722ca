import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { toApiProblem } from '../lib/api-error';

/** The part of a query this reads: whether it failed, why, and how to ask again. */
type TLoad = { isError: boolean; error: unknown; refetch: () => unknown };

/** A list that failed to load, once it has: the API's message and a button to ask again. */
export function LoadError({
  load,
  retryLabel,
  sx,
}: {
  load: TLoad;
  retryLabel: string;
  sx?: SxProps<Theme>;
}) {
  if (!load.isError) return null;
  return (
    <Alert
      severity="error"
      sx={sx}
      action={<Button onClick={() => void load.refetch()}>{retryLabel}</Button>}
    >
      {toApiProblem(load.error).message}
    </Alert>
  );
}
