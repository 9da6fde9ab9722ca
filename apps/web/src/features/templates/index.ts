/** What other features use of the template collection. */
export { useTemplates } from './api/get-templates';
export { TemplateCollection } from './components/template-collection';

/** The administrators' tab, downloaded only when opened. */
export const loadTemplateAdmin = () =>
  import('./admin/components/template-admin').then((module) => ({ default: module.TemplateAdmin }));
