import { useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, LOCALES, RTL_LOCALES, type TLocale } from '@undangin/shared/constants';
import { readLayoutCookie, removeLayoutCookie, writeLayoutCookie } from './cookies';

/**
 * Appearance and layout preferences (spec §3, §4). They live in cookies under the spec's names and
 * are read synchronously before the first render, so a reload never flashes the wrong theme.
 */
export const THEMES = ['light', 'dark', 'system'] as const;
export const SKINS = ['default', 'bordered'] as const;
export const NAV_LAYOUTS = ['horizontal', 'vertical'] as const;
export const CONTENT_WIDTHS = ['boxed', 'fluid'] as const;
export const BAR_TYPES = ['sticky', 'static', 'hidden'] as const;

export type TTheme = (typeof THEMES)[number];
export type TSkin = (typeof SKINS)[number];
export type TNavLayout = (typeof NAV_LAYOUTS)[number];
export type TContentWidth = (typeof CONTENT_WIDTHS)[number];
export type TBarType = (typeof BAR_TYPES)[number];

export type TSettings = {
  language: TLocale;
  theme: TTheme;
  skin: TSkin;
  isAppRTL: boolean;
  appContentLayoutNav: TNavLayout;
  appContentWidth: TContentWidth;
  footerType: TBarType;
  navbarType: TBarType;
  isNavbarBlurEnabled: boolean;
  isVerticalNavCollapsed: boolean;
  isVerticalNavSemiDark: boolean;
  horizontalNavType: TBarType;
  lightThemePrimaryColor: string | null;
  darkThemePrimaryColor: string | null;
};

export const DEFAULT_SETTINGS: TSettings = {
  language: DEFAULT_LOCALE as TLocale,
  theme: 'light',
  skin: 'default',
  isAppRTL: false,
  appContentLayoutNav: 'horizontal',
  appContentWidth: 'boxed',
  footerType: 'static',
  navbarType: 'sticky',
  isNavbarBlurEnabled: true,
  isVerticalNavCollapsed: false,
  isVerticalNavSemiDark: false,
  horizontalNavType: 'sticky',
  lightThemePrimaryColor: null,
  darkThemePrimaryColor: null,
};

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

function pick<T extends string>(allowed: readonly T[], raw: string | undefined, fallback: T): T {
  return allowed.includes(raw as T) ? (raw as T) : fallback;
}

function bool(raw: string | undefined, fallback: boolean): boolean {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return fallback;
}

function color(raw: string | undefined): string | null {
  return raw && HEX_COLOR.test(raw) ? raw : null;
}

/** Reads every preference from its cookie; anything missing or unreadable takes the default. */
export function readSettingsFromCookies(): TSettings {
  const d = DEFAULT_SETTINGS;
  const language = pick(LOCALES, readLayoutCookie('language'), d.language);
  return {
    language,
    theme: pick(THEMES, readLayoutCookie('theme'), d.theme),
    skin: pick(SKINS, readLayoutCookie('skin'), d.skin),
    isAppRTL: bool(readLayoutCookie('isAppRTL'), RTL_LOCALES.includes(language)),
    appContentLayoutNav: pick(NAV_LAYOUTS, readLayoutCookie('appContentLayoutNav'), d.appContentLayoutNav),
    appContentWidth: pick(CONTENT_WIDTHS, readLayoutCookie('appContentWidth'), d.appContentWidth),
    footerType: pick(BAR_TYPES, readLayoutCookie('footerType'), d.footerType),
    navbarType: pick(BAR_TYPES, readLayoutCookie('navbarType'), d.navbarType),
    isNavbarBlurEnabled: bool(readLayoutCookie('isNavbarBlurEnabled'), d.isNavbarBlurEnabled),
    isVerticalNavCollapsed: bool(readLayoutCookie('isVerticalNavCollapsed'), d.isVerticalNavCollapsed),
    isVerticalNavSemiDark: bool(readLayoutCookie('isVerticalNavSemiDark'), d.isVerticalNavSemiDark),
    horizontalNavType: pick(BAR_TYPES, readLayoutCookie('horizontalNavType'), d.horizontalNavType),
    lightThemePrimaryColor: color(readLayoutCookie('lightThemePrimaryColor')),
    darkThemePrimaryColor: color(readLayoutCookie('darkThemePrimaryColor')),
  };
}

let current: TSettings = typeof document === 'undefined' ? DEFAULT_SETTINGS : readSettingsFromCookies();
const listeners = new Set<() => void>();

export function getSettings(): TSettings {
  return current;
}

/**
 * Applies a change and saves every changed value. Switching to horizontal navigation un-hides a
 * hidden navbar and expands the navigation (spec §4).
 */
export function updateSettings(patch: Partial<TSettings>): void {
  const next: TSettings = { ...current, ...patch };
  if (patch.appContentLayoutNav === 'horizontal') {
    if (next.navbarType === 'hidden') next.navbarType = 'sticky';
    next.isVerticalNavCollapsed = false;
  }
  for (const key of Object.keys(next) as (keyof TSettings)[]) {
    if (next[key] === current[key]) continue;
    const value = next[key];
    if (value === null) removeLayoutCookie(key);
    else writeLayoutCookie(key, String(value));
  }
  current = next;
  for (const listener of listeners) listener();
}

export function subscribeSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSettings(): TSettings {
  return useSyncExternalStore(subscribeSettings, getSettings, getSettings);
}
