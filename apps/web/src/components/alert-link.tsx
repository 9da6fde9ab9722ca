import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** The way on that an alert offers (upgrade, create, ask again): a link shown as the alert's small button. */
export function AlertLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={RouterLink} to={to} color="inherit" size="small">
      {children}
    </Button>
  );
}
