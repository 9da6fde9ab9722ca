import { RTL_LOCALES, type TLocale } from '@undangin/shared/constants';
import { loadRtlCache } from './emotion-cache';
import { changeLanguage } from './i18n';
import { updateSettings } from './settings';

/** Switching language also sets the direction that language reads in (Arabic right-to-left). */
export async function switchLanguage(language: TLocale): Promise<void> {
  const isAppRTL = RTL_LOCALES.includes(language);
  await Promise.all([changeLanguage(language), isAppRTL ? loadRtlCache() : null]);
  updateSettings({ language, isAppRTL });
}

export async function switchDirection(isAppRTL: boolean): Promise<void> {
  if (isAppRTL) await loadRtlCache();
  updateSettings({ isAppRTL });
}
