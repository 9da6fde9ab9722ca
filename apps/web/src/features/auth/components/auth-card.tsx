import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Logo } from '../../../components/logo';

/** The frame of every account screen: the wordmark, the screen's heading, and its content. */
export function AuthCard({
  heading,
  subtitle,
  children,
}: {
  heading: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Card sx={{ width: '100%', maxWidth: 440 }}>
      <CardContent sx={{ p: { xs: 3, sm: 5 }, '&:last-child': { pb: { xs: 3, sm: 5 } } }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3, color: 'text.primary' }}>
          <Logo height={32} />
        </Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 0.5 }}>
          {heading}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
