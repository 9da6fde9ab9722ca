import { useTranslation } from 'react-i18next';
import { EditorSection } from '../editor-section';
import { UrlInput, type TEditorPath } from '../fields';

const PATHS: TEditorPath[] = ['content.liveStreamUrl'];

export function LiveStreamSection() {
  const { t } = useTranslation('invitations');
  return (
    <EditorSection
      title={t('sections.live.title')}
      description={t('sections.live.description')}
      paths={PATHS}
    >
      <UrlInput
        name="content.liveStreamUrl"
        label={t('live.url')}
        placeholder="https://youtube.com/live/…"
        helperText={t('live.hint')}
      />
    </EditorSection>
  );
}
