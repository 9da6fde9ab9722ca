import type { Browser, BrowserContext } from '@playwright/test';

/** The smallest phone the dashboard is made for. */
export const SMALL_PHONE = { width: 360, height: 740 };

/** A browser on that phone: its screen, touch. */
export const ON_SMALL_PHONE = { viewport: SMALL_PHONE, isMobile: true, hasTouch: true };

/** A guest's own phone, a browser of its own, with or without the page's script. */
export function guestPhone(browser: Browser, javaScriptEnabled: boolean): Promise<BrowserContext> {
  return browser.newContext({ ...ON_SMALL_PHONE, javaScriptEnabled });
}
