import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useResendEmail } from '../api/resend-email';
import { ResendOutcome } from './resend-outcome';

/**
 * Sends the confirmation mail again to an address the screen already holds (at login, the one just
 * signed in with), so it does not ask for the address a second time.
 */
export function ResendEmailButton({ email, label }: { email: string; label: string }) {
  const resend = useResendEmail();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ResendOutcome sent={resend.isSuccess} error={resend.error} />
      <Button
        variant="outlined"
        loading={resend.isPending}
        fullWidth
        // A refusal is kept in `resend.error` and shown above.
        onClick={() => void resend.mutateAsync({ email }).catch(() => undefined)}
      >
        {label}
      </Button>
    </Box>
  );
}
