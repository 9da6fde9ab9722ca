import { useTranslation } from 'react-i18next';
import { INVITATION_LIMITS as L } from '@undangin/shared/invitations/content';
import { EditorSection } from '../editor-section';
import { TextInput, type TEditorPath } from '../fields';

const PATHS: TEditorPath[] = ['content.liveStreamUrl'];

export function LiveStreamSection() {
  const { t } = useTranslation('invitations');
  return (
    <EditorSection title={t('sections.live.title')} description={t('sections.live.description')} paths={PATHS}>
      <TextInput
        name="content.liveStreamUrl"
        label={t('live.url')}
        type="url"
        inputMode="url"
        placeholder="https://youtube.com/live/…"
        helperText={t('live.hint')}
        maxLength={L.url}
      />
    </EditorSection>
  );
}
