import FilterAltOff from '@mui/icons-material/FilterAltOff';
import Button from '@mui/material/Button';

/** Clears a list's search and filters; shown only while one is set. */
export function ResetFiltersButton({
  filtered,
  onReset,
  label,
}: {
  filtered: boolean;
  onReset: () => void;
  label: string;
}) {
  if (!filtered) return null;
  return (
    <Button startIcon={<FilterAltOff />} onClick={onReset}>
      {label}
    </Button>
  );
}
