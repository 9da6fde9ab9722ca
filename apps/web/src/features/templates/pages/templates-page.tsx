import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';

/** Placeholder screen of the templates area: its title and what it is for, until the area builds it. */
export default function TemplatesPage() {
  const { t } = useTranslation('templates');
  return <PageHeader title={t('title')} subtitle={t('description')} />;
}
