import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { TemplateCollection } from '../components/template-collection';

/**
 * /templates: the collection couples choose from. Administrators' management of the template records
 * is a section of its own, added beside the collection.
 */
export default function TemplatesPage() {
  const { t } = useTranslation('templates');
  return (
    <>
      <PageHeader title={t('heading')} subtitle={t('description')} />
      <TemplateCollection />
    </>
  );
}
