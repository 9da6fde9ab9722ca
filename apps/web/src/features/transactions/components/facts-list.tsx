import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * Labelled facts as a definition list, labels in one column and values in the next. A long label
 * wraps within 45 % of the width, so on a phone the value keeps room instead of breaking every word.
 */
export function FactsList({ rows }: { rows: [label: string, value: string][] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'fit-content(45%) 1fr',
        alignContent: 'start',
        columnGap: 2,
        rowGap: 0.5,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
