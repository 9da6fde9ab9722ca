import type { ComponentType } from 'react';

/** A page the search offers, from the route table; shown when its (action, subject) is allowed. */
export type TSearchPage = {
  key: string;
  /** i18n key of the page title. */
  title: string;
  to: string;
  icon?: ComponentType;
  action?: string;
  subject?: string;
};
