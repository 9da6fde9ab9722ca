import type { TPageLanguage } from '@undangin/shared';

/**
 * The friendly page a guest sees instead of an invitation: not (or no longer) published, or past
 * its active period. Plain HTML and CSS, no script.
 */
export type TStatusPageKind = 'not-found' | 'expired';

const TEXT: Record<TPageLanguage, Record<TStatusPageKind, { title: string; body: string }>> = {
  id: {
    'not-found': {
      title: 'Undangan tidak ditemukan',
      body: 'Undangan ini belum diterbitkan, sudah ditarik oleh pemiliknya, atau alamatnya salah ketik. Periksa kembali tautan yang kamu terima.',
    },
    expired: {
      title: 'Masa aktif undangan telah berakhir',
      body: 'Halaman undangan ini sudah tidak aktif. Terima kasih atas doa dan perhatianmu untuk kedua mempelai. Pemilik undangan dapat memperpanjang masa aktifnya di menu Paket akun Undangin.',
    },
  },
  en: {
    'not-found': {
      title: 'Invitation not found',
      body: 'This invitation has not been published, was taken down by its owner, or the address has a typo. Please check the link you received.',
    },
    expired: {
      title: 'This invitation is no longer active',
      body: 'This invitation page is no longer active. Thank you for your prayers and wishes for the couple. The owner can extend it under Paket (Packages) in their Undangin account.',
    },
  },
};

export function renderStatusPage(kind: TStatusPageKind, locale: TPageLanguage = 'id'): string {
  const { title, body } = TEXT[locale][kind];
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${title} - Undangin</title><style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f6f4f1;color:#2b2b2b;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:32rem;margin:1.5rem;padding:2.5rem 2rem;background:#fff;border-radius:1rem;box-shadow:0 10px 30px rgba(0,0,0,.06);text-align:center}
h1{font-size:1.5rem;line-height:1.3;margin:0 0 .75rem;color:#1f1f1f}
p{margin:0 0 1.25rem;color:#4a4a4a}
.mark{font-weight:700;letter-spacing:.02em;color:#00695c}.mark span{color:#c2410c}
</style></head><body><main><svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true"><rect x="6" y="14" width="44" height="30" rx="4" fill="none" stroke="#00897b" stroke-width="3"/><path d="M7 16l21 15 21-15" fill="none" stroke="#00897b" stroke-width="3"/></svg><h1>${title}</h1><p>${body}</p><p class="mark">undangin<span>.</span></p></main></body></html>`;
}
