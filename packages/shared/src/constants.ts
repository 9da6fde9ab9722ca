/** Product-wide constants from seed-spec.md §9 and design.md. */
export const APP_TITLE = 'Undangin';
export const DEFAULT_LOCALE = 'id';
export const LOCALES = ['id', 'en', 'ar'] as const;
export type TLocale = (typeof LOCALES)[number];
export const RTL_LOCALES: readonly TLocale[] = ['ar'];

export const TABLE_PAGE_SIZES = [5, 10, 20, 25, 50, 100] as const;

export const LAYOUT_COOKIE_MAX_AGE_DAYS = 30;
export const OVERLAY_NAV_BREAKPOINT = 1279;
export const HORIZONTAL_NAV_POPOVER_OFFSET = 6;
export const SCROLL_TO_TOP_THRESHOLD = 200;
export const SCROLL_OFFSET_TO_HASH = 60;

export const LOADING_BAR = { start: 10, buffer: 20, cap: 82, stepMs: 800, resetDelayMs: 300 } as const;

export const BRAND_COLORS = { primary: '#00BFA6', secondary: '#FF6F61' } as const;

/** Lifetimes of account tokens. */
export const ACCESS_TOKEN_TTL_SECONDS = 12 * 60 * 60;
export const EMAIL_VERIFICATION_TTL_HOURS = 72;
export const PASSWORD_RESET_TTL_HOURS = 1;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * The visitors' home page, rendered by the server: "/" is the signed-in dashboard (seed spec), whose guard
 * sends anonymous visitors to /login, so the page that says what Undangin is lives beside it.
 */
export const HOME_PAGE_PATH = '/beranda';
