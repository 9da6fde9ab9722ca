import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, useDeferredValue, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TTemplateTheme } from '@undangin/templates/types';
import { pruneEmpty, type TEditorValues } from '../../lib/editor-form';
import { useEditorContext } from '../editor/editor-context';

// The templates (their CSS, art and fonts) load only when a preview is shown.
const InvitationPreview = lazy(() => import('./invitation-preview'));

/**
 * The renderer and the palette and fonts of the chosen template record, as the public page draws them;
 * while the list loads, the invitation's own template in its design's colours.
 */
function useTemplateLook(templateId: string | null): { component: string; theme?: TTemplateTheme } {
  const { invitation, templates } = useEditorContext();
  const record = templates.find((template) => template.id === templateId);
  return useMemo(
    () =>
      record
        ? { component: record.component, theme: { palette: record.palette, fonts: record.fonts } }
        : { component: invitation.template?.slug ?? '' },
    [record, invitation.template?.slug],
  );
}

/** The live preview in a phone-sized frame; `framed` draws the phone on wide screens. */
export function PhonePreview({ framed }: { framed: boolean }) {
  const { t } = useTranslation('invitations');
  const { invitation } = useEditorContext();
  const { control } = useFormContext<TEditorValues>();
  const watched = useWatch({ control }) as TEditorValues;
  // Typing stays smooth: the preview follows a step behind when the phone is busy.
  const values = useDeferredValue(watched);
  const content = useMemo(
    () => pruneEmpty({ ...values.content, pageLanguage: values.pageLanguage }),
    [values],
  );
  const look = useTemplateLook(values.templateId);

  return (
    <Box
      sx={
        framed
          ? {
              inlineSize: 360,
              maxInlineSize: '100%',
              blockSize: 'min(760px, calc(100vh - 156px))',
              mx: 'auto',
              p: 1.25,
              borderRadius: 6,
              bgcolor: 'grey.900',
              boxShadow: 6,
            }
          : {
              inlineSize: '100%',
              blockSize: '75vh',
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              overflow: 'hidden',
            }
      }
    >
      <Box
        sx={{
          blockSize: '100%',
          borderRadius: framed ? 5 : 0,
          overflow: 'hidden',
          bgcolor: 'background.paper',
        }}
      >
        <Suspense
          fallback={
            <Box sx={{ display: 'grid', placeItems: 'center', blockSize: '100%' }}>
              <CircularProgress aria-label={t('preview.loading')} />
            </Box>
          }
        >
          <InvitationPreview
            title={t('preview.title')}
            content={content}
            templateId={look.component}
            theme={look.theme}
            slug={values.slug}
            status={invitation.status}
            locale={values.pageLanguage}
            mediaToken={invitation.mediaToken}
          />
        </Suspense>
      </Box>
    </Box>
  );
}
