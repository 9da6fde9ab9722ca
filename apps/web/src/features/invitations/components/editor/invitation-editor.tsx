import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { resolveSettings } from '@undangin/shared/invitations/content';
import { invitationTimeZone } from '@undangin/shared/invitations/time';
import type { TInvitation } from '@undangin/shared/invitations/schemas';
import type { TTemplate } from '@undangin/shared/templates/schemas';
import { PageEndNotice } from '../../../../components/page-end-notice';
import { paths } from '../../../../lib/paths';
import { useInvitation } from '../../api/get-invitation';
import { useInvitationWishes } from '../../api/get-invitation-wishes';
import { useInvitationAutosave } from '../../hooks/use-invitation-autosave';
import { editorResolver, toEditorValues, type TEditorValues } from '../../lib/editor-form';
import { InvitationStatusChip } from '../invitation-status-chip';
import { PhonePreview } from '../preview/phone-preview';
import { PublicLinkActions } from '../public-link-actions';
import { WishesPanel } from '../wishes-panel';
import { ConflictDialog } from './conflict-dialog';
import { EditorContext } from './editor-context';
import { PublishPanel } from './publish-panel';
import { SaveStatus } from './save-status';
import { CoupleSection } from './sections/couple-section';
import { CoverSection } from './sections/cover-section';
import { DressCodeSection } from './sections/dress-code-section';
import { EventsSection } from './sections/events-section';
import { GallerySection } from './sections/gallery-section';
import { GiftsSection } from './sections/gifts-section';
import { LiveStreamSection } from './sections/live-stream-section';
import { LoveStorySection } from './sections/love-story-section';
import { MusicSection } from './sections/music-section';
import { SettingsSection } from './sections/settings-section';
import { TemplateSlugSection } from './sections/template-slug-section';
import { TurutMengundangSection } from './sections/turut-mengundang-section';

type TTab = 'content' | 'preview' | 'wishes';

/** Clears the sticky navbar with the horizontal menu row under it (the tallest header of the shell). */
const PREVIEW_TOP = 132;

/**
 * The editor of one invitation: the form in sections beside a live preview on wide screens, tabs on
 * a phone. The form starts from the invitation as opened; later saves update the cached invitation
 * (status, allowance) without resetting what is being typed.
 */
export function InvitationEditor({ invitation: opened, templates }: { invitation: TInvitation; templates: readonly TTemplate[] }) {
  const { t } = useTranslation('invitations');
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const invitation = useInvitation(opened.id).data ?? opened;
  const form = useForm<TEditorValues>({
    defaultValues: toEditorValues(opened),
    resolver: editorResolver,
    mode: 'onChange',
  });
  const autosave = useInvitationAutosave(opened, form);
  const [tab, setTab] = useState<TTab>('content');
  const [openedAt] = useState(Date.now);
  const shownTab = wide && tab === 'preview' ? 'content' : tab;
  const context = useMemo(() => ({ invitation, templates }), [invitation, templates]);
  const title = coupleTitle(invitation);
  const pending = useInvitationWishes(opened.id, { page: 1, perPage: 5 }).data?.pending ?? 0;

  return (
    <EditorContext.Provider value={context}>
      <FormProvider {...form}>
        <Box component="header" sx={{ display: 'grid', gap: 1, mb: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            <IconButton component={RouterLink} to={paths.invitations()} aria-label={t('editor.back')} edge="start">
              <ArrowBack sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
            </IconButton>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="h5" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {t('editor.title')}
                {title && (
                  <Typography component="span" variant="h5" color="text.secondary">
                    {` · ${title}`}
                  </Typography>
                )}
              </Typography>
            </Box>
            <InvitationStatusChip status={invitation.status} />
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
            <SaveStatus status={autosave.status} message={autosave.problem?.message} onRetry={autosave.retry} />
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <PublicLinkActions publicUrl={invitation.publicUrl} status={invitation.status} />
            </Box>
          </Box>
          <PageEndNotice invitationId={invitation.id} pageEnd={invitation.pageEnd} now={openedAt} />
        </Box>

        <Tabs value={shownTab} onChange={(_e, value: TTab) => setTab(value)} variant="fullWidth" sx={{ mb: 2, maxWidth: 560 }}>
          <Tab value="content" label={t('editor.tabs.content')} />
          {!wide && <Tab value="preview" label={t('editor.tabs.preview')} />}
          <Tab
            value="wishes"
            label={pending ? t('editor.tabs.wishesPending', { n: pending }) : t('editor.tabs.wishes')}
          />
        </Tabs>

        {shownTab === 'content' && (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { md: 'minmax(0, 1fr) 380px' }, alignItems: 'start' }}>
            <Box component="form" noValidate onSubmit={(event) => event.preventDefault()} aria-label={t('editor.formLabel')} sx={{ display: 'grid', gap: 1.5 }}>
              <PublishPanel autosave={autosave} />
              <CoupleSection />
              <EventsSection />
              <CoverSection />
              <LoveStorySection />
              <GallerySection />
              <MusicSection />
              <GiftsSection />
              <LiveStreamSection />
              <DressCodeSection />
              <TurutMengundangSection />
              <SettingsSection />
              <TemplateSlugSection />
            </Box>
            {wide && (
              <Box component="aside" aria-label={t('preview.title')} sx={{ position: 'sticky', insetBlockStart: PREVIEW_TOP }}>
                <PhonePreview framed />
              </Box>
            )}
          </Box>
        )}
        {shownTab === 'preview' && <PhonePreview framed={false} />}
        {shownTab === 'wishes' && (
          <WishesPanel
            invitationId={invitation.id}
            moderation={resolveSettings(invitation.content).wishesModeration}
            timeZone={invitationTimeZone(invitation.content.events ?? [])}
          />
        )}

        <ConflictDialog open={autosave.status === 'conflict'} onReload={autosave.reloadFromServer} onOverwrite={autosave.overwrite} />
      </FormProvider>
    </EditorContext.Provider>
  );
}

function coupleTitle(invitation: TInvitation): string {
  const couple = invitation.content.couple;
  const name = (person?: { nickname?: string; fullName?: string }) => person?.nickname?.trim() || person?.fullName?.trim() || '';
  const names = couple?.whichFirst === 'groom' ? [name(couple.groom), name(couple.bride)] : [name(couple?.bride), name(couple?.groom)];
  return names.filter(Boolean).join(' & ');
}
