import Typography from '@mui/material/Typography';

/** A count as the guest screens show it: what it counts, then the figure itself, large and bold. */
export function LabelledFigure({
  label,
  value,
  size = 'h5',
}: {
  label: string;
  value: number | string;
  size?: 'h4' | 'h5';
}) {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant={size} component="p" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
    </>
  );
}
