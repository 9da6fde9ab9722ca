import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One part of the billing settings: its heading, the button that adds an entry, then the entries. */
export function AdminSection({
  id,
  title,
  addLabel,
  onAdd,
  children,
}: {
  /** Names the section after its heading. */
  id: string;
  title: string;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
        {/* Reached by the page header's link: clear of the sticky navbar when scrolled to. */}
        <Typography id={id} variant="h6" component="h2" sx={{ scrollMarginBlockStart: 96 }}>
          {title}
        </Typography>
        <Button
          startIcon={<AddOutlined />}
          variant="outlined"
          onClick={onAdd}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          {addLabel}
        </Button>
      </Box>
      {children}
    </Box>
  );
}
