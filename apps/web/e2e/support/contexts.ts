import type { BrowserContext } from '@playwright/test';

/**
 * Browser contexts kept for a spec file's tests in one worker, one per key (a role, a size, a scheme):
 * each test opens a page of its own in the context its key names, as one person's browser goes from
 * page to page, and the app's files come from that browser's cache after the first.
 */
export function reusedContexts() {
  const contexts = new Map<string, Promise<BrowserContext>>();
  return {
    get(key: string, make: () => Promise<BrowserContext>): Promise<BrowserContext> {
      let context = contexts.get(key);
      if (!context) {
        context = make();
        contexts.set(key, context);
      }
      return context;
    },
    async closeAll(): Promise<void> {
      for (const context of contexts.values()) await (await context).close();
      contexts.clear();
    },
  };
}
