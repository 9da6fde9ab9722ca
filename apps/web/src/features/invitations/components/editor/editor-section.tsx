import ExpandMore from '@mui/icons-material/ExpandMore';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { get, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TEditorValues } from '../../lib/editor-form';
import type { TEditorPath } from './fields';

type TEditorSectionProps = {
  title: string;
  description?: string;
  /** The form paths this section edits, so a closed section still shows that a field needs fixing. */
  paths: readonly TEditorPath[];
  defaultExpanded?: boolean;
  children: ReactNode;
};

/** One section of the editor: a panel that opens and closes, marked when a field inside is wrong. */
export function EditorSection({ title, description, paths, defaultExpanded, children }: TEditorSectionProps) {
  const { t } = useTranslation('invitations');
  const { errors } = useFormState<TEditorValues>();
  const hasError = paths.some((path) => get(errors, path) !== undefined);
  const id = useId();
  return (
    <Accordion defaultExpanded={defaultExpanded} disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`${id}-content`} id={`${id}-header`}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {title}
            </Typography>
            {description && (
              <Typography variant="body2" color="text.secondary">
                {description}
              </Typography>
            )}
          </Box>
          {hasError && <ErrorOutlined color="error" titleAccess={t('editor.sectionHasError')} />}
        </Box>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'grid', gap: 2 }}>{children}</AccordionDetails>
    </Accordion>
  );
}
