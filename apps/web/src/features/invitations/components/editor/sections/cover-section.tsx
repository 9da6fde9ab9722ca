import { useTranslation } from 'react-i18next';
import { INVITATION_LIMITS as L } from '@undangin/shared/invitations/content';
import { EditorSection } from '../editor-section';
import { TextInput, type TEditorPath } from '../fields';
import { ImageField } from '../image-field';

const PATHS: TEditorPath[] = ['content.coverPhoto', 'content.openingQuote'];

export function CoverSection() {
  const { t } = useTranslation('invitations');
  return (
    <EditorSection title={t('sections.cover.title')} description={t('sections.cover.description')} paths={PATHS}>
      <ImageField name="content.coverPhoto" label={t('cover.photo')} ratio={3 / 4} />
      <TextInput
        name="content.openingQuote.text"
        label={t('cover.quote')}
        placeholder={t('cover.quotePlaceholder')}
        multiline
        minRows={3}
        maxLength={L.quote}
      />
      <TextInput name="content.openingQuote.source" label={t('cover.quoteSource')} placeholder="QS. Ar-Rum: 21" maxLength={L.quoteSource} />
    </EditorSection>
  );
}
