import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

type TColumns = string | Partial<Record<'xs' | 'sm' | 'md' | 'lg', string>>;

/** A list whose items are cards laid out in a grid: no bullets, no indent. */
export function CardGrid({
  component,
  columns,
  children,
}: {
  component: 'ul' | 'ol';
  /** The grid's template columns. */
  columns: TColumns;
  children: ReactNode;
}) {
  return (
    <Box
      component={component}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: columns }}
    >
      {children}
    </Box>
  );
}
