import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function Footer({ sticky, boxed }: { sticky: boolean; boxed: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      sx={{
        position: sticky ? 'sticky' : 'static',
        insetBlockEnd: 0,
        zIndex: 1,
        py: 2,
        ...(sticky ? { bgcolor: 'background.paper', borderBlockStart: 1, borderColor: 'divider' } : {}),
      }}
    >
      <Container
        maxWidth={boxed ? 'xl' : false}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('footer.note')}
        </Typography>
      </Container>
    </Box>
  );
}
