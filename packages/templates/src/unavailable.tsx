// @jsxRuntime automatic
import { renderToStaticMarkup } from 'react-dom/server';
import { HOME_PAGE_PATH, type TPageLanguage } from '@undangin/shared';

/**
 * The friendly page a guest sees instead of an invitation: an unknown link (404), one that is not
 * published yet or was taken down (404), or one whose active period ended (410). No script, no fonts.
 */
export type TUnavailableReason = 'not_found' | 'unpublished' | 'expired';

const TEXTS: Record<
  TPageLanguage,
  Record<TUnavailableReason, { title: string; text: string }> & { home: string }
> = {
  id: {
    not_found: {
      title: 'Undangan tidak ditemukan',
      text: 'Tautan ini tidak mengarah ke undangan mana pun. Periksa kembali tautan yang kamu terima.',
    },
    unpublished: {
      title: 'Undangan belum tersedia',
      text: 'Undangan ini belum diterbitkan atau sedang disiapkan. Silakan buka kembali nanti.',
    },
    expired: {
      title: 'Masa aktif undangan telah berakhir',
      text: 'Terima kasih atas perhatianmu. Undangan ini sudah tidak aktif. Pemilik undangan dapat memperpanjang masa aktifnya di menu Paket akun Undangin.',
    },
    home: 'Ke beranda Undangin',
  },
  en: {
    not_found: {
      title: 'Invitation not found',
      text: 'This link does not lead to an invitation. Please check the link you received.',
    },
    unpublished: {
      title: 'Invitation not available yet',
      text: 'This invitation has not been published yet. Please come back later.',
    },
    expired: {
      title: 'This invitation is no longer active',
      text: 'Thank you for your interest. This invitation has ended. Its owner can extend it under Paket (Packages) in their Undangin account.',
    },
    home: 'Go to Undangin',
  },
};

const CSS = `html,body{margin:0;min-height:100%;background:#f6f1e7;color:#2f2a24;font-family:Georgia,'Times New Roman',serif}main{display:grid;place-items:center;min-height:100vh;padding:2rem 1.5rem;text-align:center}div{max-width:26rem}svg{width:5rem;height:auto;color:#8a6a2e}h1{font-weight:400;font-size:1.8rem;margin:1.25rem 0 .75rem}p{line-height:1.6;color:#51483d}a{display:inline-block;margin-top:1.5rem;padding:.75rem 1.4rem;border-radius:999px;background:#2f2a24;color:#fff;text-decoration:none;font-family:system-ui,sans-serif;font-size:.9rem}`;

export const UNAVAILABLE_STATUS: Record<TUnavailableReason, 404 | 410> = {
  not_found: 404,
  unpublished: 404,
  expired: 410,
};

export function renderUnavailablePage(reason: TUnavailableReason, locale: TPageLanguage = 'id'): string {
  const texts = TEXTS[locale] ?? TEXTS.id;
  const { title, text } = texts[reason];
  const page = (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <style dangerouslySetInnerHTML={{ __html: CSS }} />
      </head>
      <body>
        <main>
          <div>
            <svg
              viewBox="0 0 80 56"
              aria-hidden="true"
              focusable="false"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <rect x="4" y="6" width="72" height="46" rx="4" />
              <path d="m6 10 34 24 34-24" />
            </svg>
            <h1>{title}</h1>
            <p>{text}</p>
            <a href={locale === 'id' ? HOME_PAGE_PATH : `${HOME_PAGE_PATH}?lang=${locale}`}>{texts.home}</a>
          </div>
        </main>
      </body>
    </html>
  );
  return `<!doctype html>${renderToStaticMarkup(page)}`;
}
