import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { ResetFiltersButton } from './reset-filters-button';

/**
 * A list's search and filters in one wrapping row, ending with the button that clears them while
 * one is set; a search landmark unless `landmark` is false.
 */
export function FilterBar({
  filtered,
  onReset,
  resetLabel,
  landmark = true,
  children,
}: {
  filtered: boolean;
  onReset: () => void;
  resetLabel: string;
  landmark?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      component={landmark ? 'search' : 'div'}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
    >
      {children}
      <ResetFiltersButton filtered={filtered} onReset={onReset} label={resetLabel} />
    </Box>
  );
}
