import { APP_TITLE } from '@undangin/shared/constants';
import { i18n } from '../lib/i18n';
import type { TRouteMeta } from './route-types';

/** Every page is titled "title - Undangin" (spec §1), in the current language. */
export function setPageTitle(meta: TRouteMeta | undefined): void {
  document.title = meta?.title ? `${i18n.t(meta.title)} - ${APP_TITLE}` : APP_TITLE;
}
