// @jsxRuntime automatic
import { CoverGuest, CoverPhoto, CoverTitle, MainDate, OpenButton } from '../view/cover-parts';
import { Drawing } from '../view/drawing';
import { galleryList } from '../view/gallery-list';
import type { TSectionProps, TTemplateDefinition } from '../types';
import { svgDataUrl, thumbnailFrame } from './art';

/** Classic Javanese: a gunungan on deep sogan brown, kawung batik bands, prada gold, Cinzel capitals. */

const GOLD = '#d2ad62';

const kawung = svgDataUrl(
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="${GOLD}" stroke-width="1"><ellipse cx="12" cy="5.5" rx="3.6" ry="5"/><ellipse cx="12" cy="18.5" rx="3.6" ry="5"/><ellipse cx="5.5" cy="12" rx="5" ry="3.6"/><ellipse cx="18.5" cy="12" rx="5" ry="3.6"/><circle cx="12" cy="12" r="1.2" fill="${GOLD}"/></svg>`,
);

function Gunungan({ className }: { className: string }) {
  return (
    <Drawing className={className} viewBox="0 0 200 262" fill="none" stroke="currentColor">
      <path
        d="M100 8c12 26 50 64 68 112 14 38 14 78 2 106H30c-12-28-12-68 2-106C50 72 88 34 100 8Z"
        strokeWidth="2.2"
        fill="currentColor"
        fillOpacity=".08"
      />
      <path
        d="M100 22c11 24 44 58 60 100 12 34 12 68 2 94H38c-10-26-10-60 2-94 16-42 49-76 60-100Z"
        strokeWidth=".8"
      />
      <path d="M100 196V44" strokeWidth="1.6" />
      <path
        d="M100 172c-16-6-34-4-46-16m46 16c16-6 34-4 46-16M100 140c-14-6-28-2-38-14m38 14c14-6 28-2 38-14M100 108c-10-6-22-2-30-12m30 12c10-6 22-2 30-12M100 80c-8-4-14-2-20-10m20 10c8-4 14-2 20-10"
        strokeWidth="1.2"
      />
      <g fill="currentColor" stroke="none">
        <circle cx="54" cy="156" r="3" />
        <circle cx="146" cy="156" r="3" />
        <circle cx="62" cy="126" r="2.6" />
        <circle cx="138" cy="126" r="2.6" />
        <circle cx="70" cy="96" r="2.2" />
        <circle cx="130" cy="96" r="2.2" />
        <circle cx="80" cy="70" r="1.8" />
        <circle cx="120" cy="70" r="1.8" />
        <circle cx="100" cy="8" r="3" />
      </g>
      <path d="M74 226v-30h52v30M66 196l34-20 34 20M100 196v30" strokeWidth="1.6" />
      <path d="M22 226h156v10H22zM40 236h120v9H40z" strokeWidth="1.6" fill="currentColor" fillOpacity=".15" />
    </Drawing>
  );
}

function Ornament() {
  return (
    <Drawing className="inv-orn" viewBox="0 0 136 20">
      <path d="M0 10h50m36 0h50" stroke="currentColor" />
      <path d="M68 1l9 9-9 9-9-9z" fill="none" stroke="currentColor" />
      <path d="M68 5.5l4.5 4.5-4.5 4.5-4.5-4.5z" fill="currentColor" />
      <circle cx="54.5" cy="10" r="2" fill="currentColor" />
      <circle cx="81.5" cy="10" r="2" fill="currentColor" />
    </Drawing>
  );
}

function Cover({ m }: TSectionProps) {
  return (
    <header className="inv-cover jk-cover">
      <div className="jk-band" aria-hidden="true" />
      {/* With a photo in the medallion the gunungan stays behind it, faint. */}
      {m.content.coverPhoto?.key && <Gunungan className="jk-gunungan jk-gunungan-bg" />}
      <CoverPhoto
        m={m}
        sizes="14rem"
        frameClassName="jk-medallion inv-rise"
        fallback={<Gunungan className="jk-gunungan inv-rise" />}
      />
      <p className="inv-kicker jk-kicker inv-rise inv-rise-2">{m.t.weddingOf}</p>
      <CoverTitle m={m} className="jk-names inv-rise inv-rise-2" />
      <div className="inv-rise inv-rise-3">
        <MainDate m={m} />
        <CoverGuest m={m} />
      </div>
      <div className="inv-rise inv-rise-4">
        <OpenButton m={m} />
      </div>
      <div className="jk-band jk-band-end" aria-hidden="true" />
    </header>
  );
}

const css = `
.tpl-jawa-klasik{--bg:#f5ecda;--surface:#fbf6ea;--ink:#3b2415;--muted:#6a4a33;--heading:#4a1f10;--accent:#7a4f14;--accent-ink:#fffaf0;--accent-deco:#b08a3f;--ornament:#a27a2e;--line:#dcc7a1;--cover:#2b170d;--cover-ink:#f6e7c8;--cover-accent:${GOLD};--cover-shade:radial-gradient(120% 70% at 50% 40%,#4a2816 0%,#2b170d 60%,#1c0e07 100%);--font-display:'Cinzel',Georgia,serif;--font-body:'Cormorant Garamond',Georgia,serif;--font-script:'Cormorant Garamond',Georgia,serif;--font-quote:'Cormorant Garamond',Georgia,serif;--radius:4px;--btn-radius:2px;font-size:1.15rem;font-weight:500}
.tpl-jawa-klasik .inv-head h2,.tpl-jawa-klasik .inv-lead{text-transform:uppercase;letter-spacing:.08em}
.tpl-jawa-klasik .inv-lead{font-size:1.05rem;line-height:1.5}
.tpl-jawa-klasik .inv-head h2{font-size:1.7rem}
.tpl-jawa-klasik .inv-btn{font-family:var(--font-display);font-size:.82rem;letter-spacing:.12em;text-transform:uppercase}
.jk-cover{background:var(--cover-shade) var(--cover);padding-block:5rem 4rem}
.jk-band{position:absolute;inset-inline:0;inset-block-start:0;height:30px;background:url("${kawung}") center/24px 24px repeat-x;border-block-end:1px solid ${GOLD};opacity:.85}
.jk-band-end{inset-block:auto 0;border-block:1px solid ${GOLD} 0}
.jk-gunungan{width:9.5rem;height:auto;color:${GOLD};margin-block-end:1.25rem}
.jk-gunungan-bg{position:absolute;z-index:-1;inset-block-start:8%;width:22rem;opacity:.16;margin:0}
.jk-medallion{width:11.5rem;height:11.5rem;flex:none;border-radius:50%;padding:6px;border:1px solid ${GOLD};box-shadow:0 0 0 6px var(--cover),0 0 0 7px var(--cover-accent);margin-block-end:1.75rem}
.jk-medallion img{width:100%;height:100%;object-fit:cover;border-radius:50%}
.jk-kicker{color:var(--cover-accent);letter-spacing:.35em}
.jk-names{display:flex;flex-direction:column;align-items:center;margin-block:.75rem 1rem;color:var(--cover-accent);font-weight:600;letter-spacing:.06em;line-height:1.05}
.jk-names .inv-amp{font-family:var(--font-script);font-style:italic;font-weight:500;font-size:.6em;color:var(--cover-ink)}
.jk-cover .inv-to{padding:1rem 1.5rem;border:1px solid rgb(210 173 98 / .6);outline:1px solid rgb(210 173 98 / .3);outline-offset:4px}
.jk-cover .inv-open{background:var(--cover-accent);border-color:var(--cover-accent);color:var(--cover)}
.tpl-jawa-klasik .inv-person-photo{width:12rem;aspect-ratio:1;border-radius:50%;box-shadow:0 0 0 5px var(--bg),0 0 0 6px var(--accent-deco)}
.tpl-jawa-klasik .inv-person-name{font-size:1.5rem;font-weight:600}
.tpl-jawa-klasik .inv-persons-amp{font-style:italic}
.tpl-jawa-klasik .inv-quote{background:var(--cover);color:var(--cover-ink)}
.tpl-jawa-klasik .inv-quote figcaption{color:var(--cover-accent)}
.jk-events{display:grid;gap:1.75rem}
.jk-event{position:relative;padding:6px;border:1px solid var(--accent-deco);background:var(--surface)}
.jk-event-in{position:relative;padding:2rem 1.25rem;border:1px solid var(--line)}
.jk-event::before,.jk-event::after,.jk-event-in::before,.jk-event-in::after{content:"";position:absolute;width:14px;height:14px;background:var(--accent-deco);transform:rotate(45deg)}
.jk-event::before{inset-block-start:-7px;inset-inline-start:-7px}.jk-event::after{inset-block-start:-7px;inset-inline-end:-7px}
.jk-event-in::before{inset-block-end:-13px;inset-inline-start:-13px}.jk-event-in::after{inset-block-end:-13px;inset-inline-end:-13px}
.tpl-jawa-klasik .inv-event-title{font-size:1.45rem;font-weight:600;text-transform:uppercase;letter-spacing:.06em}
.tpl-jawa-klasik .inv-count-cell{border-color:var(--accent-deco);border-radius:0}
.jk-gallery{display:grid;grid-template-columns:1fr 1fr;gap:.6rem}
.jk-gallery li{padding:4px;border:1px solid var(--accent-deco);background:var(--surface)}
.jk-gallery li:first-child{grid-column:1/-1}
.jk-gallery img{width:100%;aspect-ratio:1;object-fit:cover}
.jk-gallery li:first-child img{aspect-ratio:16/10}
.tpl-jawa-klasik .inv-closing{background:var(--cover) url("${kawung}") center bottom/24px 24px repeat-x;padding-block-end:7rem}
.tpl-jawa-klasik .inv-closing-names{color:var(--cover-accent);font-style:italic}
`;

export const jawaKlasik: TTemplateDefinition = {
  meta: {
    id: 'jawa-klasik',
    slug: 'jawa-klasik',
    name: 'Jawa Klasik',
    description: 'Gunungan dan batik kawung berwarna prada emas di atas cokelat sogan.',
    category: 'Tradisional',
    tier: 'free',
    palette: {
      background: '#f5ecda',
      surface: '#fbf6ea',
      ink: '#3b2415',
      muted: '#6a4a33',
      accent: '#7a4f14',
      accentInk: '#fffaf0',
      line: '#dcc7a1',
      cover: '#2b170d',
      coverInk: '#f6e7c8',
    },
    fonts: { display: 'Cinzel', body: 'Cormorant Garamond' },
    thumbnail: thumbnailFrame(
      'jawa-klasik',
      '#2b170d',
      `<rect y="0" width="120" height="8" fill="${GOLD}" opacity=".5"/><rect y="192" width="120" height="8" fill="${GOLD}" opacity=".5"/>` +
        `<path d="M60 34c5 11 20 26 27 45 6 15 6 31 1 42H32c-5-11-5-27 1-42 7-19 22-34 27-45z" fill="${GOLD}" fill-opacity=".15" stroke="${GOLD}" stroke-width="1.4"/>` +
        `<path d="M60 118V52M48 118v-12h24v12" stroke="${GOLD}" fill="none"/>` +
        `<rect x="30" y="134" width="60" height="6" fill="${GOLD}"/><rect x="40" y="146" width="40" height="3" fill="#f6e7c8" opacity=".7"/>` +
        `<rect x="40" y="164" width="40" height="12" fill="${GOLD}"/>`,
    ),
  },
  css,
  Cover,
  events: { ordered: true, className: 'jk-events', itemClassName: 'jk-event', bodyClassName: 'jk-event-in' },
  Gallery: galleryList({ className: 'jk-gallery', sizes: '(min-width: 600px) 270px, 50vw' }),
  Ornament,
};
