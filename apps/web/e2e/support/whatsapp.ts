import type { BrowserContext } from '@playwright/test';

/** WhatsApp is never visited: whatever opens wa.me gets a stand-in page served inside the browser. */
export async function keepWhatsAppLocal(context: BrowserContext): Promise<void> {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title><p>WhatsApp</p>' }),
  );
}
