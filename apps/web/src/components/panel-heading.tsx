import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A panel's title (its h2, which the panel names itself by through `id`) and a line on what it is for. */
export function PanelHeading({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <Box>
      <Typography id={id} variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {intro}
      </Typography>
    </Box>
  );
}
