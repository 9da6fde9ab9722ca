// @jsxRuntime automatic
import { formatDotDate } from '../format';
import { CoverGuest, CoverPhoto, CoverTitle, OpenButton } from '../view/cover-parts';
import { Drawing } from '../view/drawing';
import { galleryList } from '../view/gallery-list';
import type { TDateParts, TSectionProps, TTemplateDefinition } from '../types';
import { thumbnailFrame } from './art';

/** Dark elegant: a full-bleed cover, art-deco fans and champagne gold on near-black, Playfair italics. */

const CHAMPAGNE = '#d6b97b';

/** An art-deco fan: rays and arcs from one point. */
function Fan({ className, rays = 13 }: { className: string; rays?: number }) {
  const lines = Array.from({ length: rays }, (_, index) => {
    const angle = Math.PI - (Math.PI * index) / (rays - 1);
    return `M${100 + Math.cos(angle) * 18} ${100 - Math.sin(angle) * 18}L${(100 + Math.cos(angle) * 96).toFixed(1)} ${(100 - Math.sin(angle) * 96).toFixed(1)}`;
  }).join('');
  return (
    <Drawing className={className} viewBox="0 0 200 104" fill="none" stroke="currentColor">
      <path d={lines} strokeWidth=".8" />
      <path d="M4 100a96 96 0 0 1 192 0M34 100a66 66 0 0 1 132 0M82 100a18 18 0 0 1 36 0" strokeWidth="1.2" />
      <path d="M0 100h200" strokeWidth="1.2" />
    </Drawing>
  );
}

function Ornament() {
  return (
    <Drawing className="inv-orn eg-orn" viewBox="0 0 160 20" fill="none" stroke="currentColor">
      <path d="M0 10h62M98 10h62" />
      <path d="M80 2l8 8-8 8-8-8zM68 10h-4M96 10h-4" />
      <path d="M70 14a10 10 0 0 1 20 0" />
    </Drawing>
  );
}

function Cover({ m }: TSectionProps) {
  const date = m.mainEvent?.date;
  return (
    <header className="inv-cover eg-cover">
      <CoverPhoto
        m={m}
        sizes="100vw"
        className="eg-cover-photo"
        fallback={<Fan className="eg-burst" rays={25} />}
      />
      <div className="eg-frame" aria-hidden="true" />
      <div className="eg-cover-in">
        <Fan className="eg-fan inv-rise" />
        <p className="inv-kicker eg-kicker inv-rise">{m.t.weddingOf}</p>
        <CoverTitle m={m} className="eg-names inv-rise inv-rise-2" />
        {date && <p className="eg-date inv-rise inv-rise-2">{formatDotDate(date)}</p>}
        <div className="inv-rise inv-rise-3">
          <CoverGuest m={m} />
          <OpenButton m={m} />
        </div>
      </div>
    </header>
  );
}

/** The day large beside its month and year; the event's own text says the date for screen readers. */
function When({ parts }: { parts: TDateParts }) {
  return (
    <div className="eg-when" aria-hidden="true">
      <span className="eg-day">{parts.day}</span>
      <span className="eg-month">
        {parts.month}
        <br />
        {parts.year}
      </span>
    </div>
  );
}

const css = `
.tpl-elegan-gelap{--bg:#121214;--surface:#1b1b20;--ink:#ece6da;--muted:#b8b0a2;--heading:#ead7ab;--accent:${CHAMPAGNE};--accent-ink:#17130b;--link:#e2c994;--accent-deco:${CHAMPAGNE};--ornament:${CHAMPAGNE};--line:#3b362d;--cover:#0c0c0e;--cover-ink:#f3ecdf;--cover-accent:${CHAMPAGNE};--cover-shade:radial-gradient(80% 50% at 50% 30%,#2a2519,#0c0c0e 70%);--field-bg:#0f0f12;--field-ink:#ece6da;--field-line:#8f887a;--ok:#8fd19e;--error:#ff9b9b;--font-display:'Playfair Display',Georgia,serif;--font-body:'Montserrat',system-ui,sans-serif;--font-script:'Playfair Display',Georgia,serif;--radius:2px;--btn-radius:0;font-size:1rem;color-scheme:dark}
.tpl-elegan-gelap :where(h1,h2,h3),.tpl-elegan-gelap .inv-persons-amp,.tpl-elegan-gelap .inv-closing-names{font-style:italic}
.tpl-elegan-gelap .inv-head h2{font-size:2.5rem}
.tpl-elegan-gelap .inv-btn{font-size:.75rem;letter-spacing:.22em;text-transform:uppercase;font-weight:500}
.tpl-elegan-gelap .inv-kicker{letter-spacing:.32em}
.eg-orn{width:10rem}
.eg-cover{justify-content:flex-end;padding:2rem 1.25rem 2.5rem;background:var(--cover-shade) var(--cover)}
.eg-cover-photo{position:absolute;inset:0;z-index:-2;width:100%;height:100%;object-fit:cover}
.eg-cover::after{content:"";position:absolute;inset:0;z-index:-1;background:var(--cover);-webkit-mask-image:linear-gradient(180deg,rgb(0 0 0 / .15) 0%,rgb(0 0 0 / .35) 40%,rgb(0 0 0 / .92) 72%,#000 100%);mask-image:linear-gradient(180deg,rgb(0 0 0 / .15) 0%,rgb(0 0 0 / .35) 40%,rgb(0 0 0 / .92) 72%,#000 100%)}
.eg-burst{position:absolute;z-index:-2;inset-block-start:6%;inset-inline-start:50%;width:46rem;max-width:none;margin-inline-start:-23rem;height:auto;color:var(--cover-accent);opacity:.28}
.eg-frame{position:absolute;inset:.9rem;border:1px solid rgb(214 185 123 / .55);pointer-events:none}
.eg-frame::before,.eg-frame::after{content:"";position:absolute;width:2.2rem;height:2.2rem;border:1px solid ${CHAMPAGNE}}
.eg-frame::before{inset-block-start:.35rem;inset-inline-start:.35rem;border-inline-end:0;border-block-end:0}
.eg-frame::after{inset-block-end:.35rem;inset-inline-end:.35rem;border-inline-start:0;border-block-start:0}
.eg-cover-in{display:grid;justify-items:center;gap:.4rem;padding-inline:1rem}
.eg-fan{width:7rem;height:auto;color:var(--cover-accent);margin-block-end:.5rem}
.eg-kicker{color:var(--cover-accent)}
.eg-names{display:flex;flex-direction:column;align-items:center;font-size:clamp(3rem,15vw,4.6rem);line-height:1;color:var(--cover-ink)}
.eg-names .inv-amp{font-size:.5em;color:var(--cover-accent);margin-block:.15em}
.eg-date{font-family:var(--font-display);font-size:1.15rem;letter-spacing:.3em;color:var(--cover-accent);margin-block-start:.5rem}
.eg-cover .inv-to{margin-block:1.25rem}
.eg-cover .inv-open{background:transparent;border-color:var(--cover-accent);color:var(--cover-accent);box-shadow:none}
.eg-cover .inv-open:hover{background:var(--cover-accent);color:var(--cover)}
.tpl-elegan-gelap .inv-person-photo{width:12rem;height:16rem;box-shadow:12px 12px 0 -1px var(--bg),12px 12px 0 0 var(--accent-deco)}
.tpl-elegan-gelap .inv-person-name{font-size:2rem}
.tpl-elegan-gelap .inv-quote{background:var(--cover);color:var(--cover-ink);border-block:1px solid var(--line)}
.tpl-elegan-gelap .inv-quote figcaption{color:var(--cover-accent)}
.tpl-elegan-gelap .inv-quote blockquote p{font-size:1.35rem}
.tpl-elegan-gelap .inv-count-cell{border-color:var(--line);background:transparent}
.tpl-elegan-gelap .inv-count-num{color:var(--accent);font-size:2.1rem}
.eg-events{display:grid;gap:0}
.eg-event{padding-block:2.5rem;border-block-start:1px solid var(--line)}
.eg-event:last-child{border-block-end:1px solid var(--line)}
.eg-when{display:flex;justify-content:center;align-items:center;gap:.9rem;margin-block-end:1rem}
.eg-day{font-family:var(--font-display);font-size:4.5rem;line-height:.9;color:var(--accent)}
.eg-month{padding-inline-start:.9rem;border-inline-start:1px solid ${CHAMPAGNE};font-size:.78rem;letter-spacing:.25em;text-transform:uppercase;text-align:start;line-height:1.7}
.tpl-elegan-gelap .inv-event-title{font-size:2rem;color:var(--heading)}
.eg-gallery{display:grid;grid-template-columns:1fr 1fr;gap:.5rem}
.eg-gallery li:nth-child(3n+1){grid-column:1/-1}
.eg-gallery img{width:100%;aspect-ratio:3/4;object-fit:cover}
.eg-gallery li:nth-child(3n+1) img{aspect-ratio:16/10}
.tpl-elegan-gelap .inv-card,.tpl-elegan-gelap .inv-form,.tpl-elegan-gelap .inv-wish{background:var(--surface)}
.tpl-elegan-gelap .inv-gift-number{color:var(--accent)}
.tpl-elegan-gelap .inv-closing{background:var(--cover);border-block-start:1px solid var(--line)}
.tpl-elegan-gelap .inv-closing-names{color:var(--cover-accent);font-size:2.8rem}
.tpl-elegan-gelap .inv-banner{background:#3a321f;color:#f3ecdf}
`;

export const elegantGelap: TTemplateDefinition = {
  meta: {
    id: 'elegan-gelap',
    slug: 'elegan-gelap',
    name: 'Elegan Gelap',
    description: 'Sampul foto penuh, kipas art-deco dan emas sampanye di atas hitam.',
    category: 'Elegan',
    tier: 'premium',
    palette: {
      background: '#121214',
      surface: '#1b1b20',
      ink: '#ece6da',
      muted: '#b8b0a2',
      accent: CHAMPAGNE,
      accentInk: '#17130b',
      line: '#3b362d',
      cover: '#0c0c0e',
      coverInk: '#f3ecdf',
    },
    fonts: { display: 'Playfair Display', body: 'Montserrat' },
    thumbnail: thumbnailFrame(
      'elegan-gelap',
      '#0c0c0e',
      `<g stroke="${CHAMPAGNE}" fill="none" opacity=".35">${Array.from({ length: 13 }, (_, index) => {
        const angle = Math.PI - (Math.PI * index) / 12;
        return `<path d="M60 90L${(60 + Math.cos(angle) * 70).toFixed(1)} ${(90 - Math.sin(angle) * 70).toFixed(1)}"/>`;
      }).join('')}</g>` +
        `<rect x="6" y="6" width="108" height="188" fill="none" stroke="${CHAMPAGNE}" stroke-width=".8"/>` +
        `<path d="M40 112c8-8 14 6 22-2s10 4 18-2" fill="none" stroke="#f3ecdf" stroke-width="2"/><path d="M40 134c8-8 14 6 22-2s10 4 18-2" fill="none" stroke="#f3ecdf" stroke-width="2"/>` +
        `<rect x="42" y="148" width="36" height="3" fill="${CHAMPAGNE}"/><rect x="38" y="164" width="44" height="12" fill="none" stroke="${CHAMPAGNE}"/>`,
    ),
  },
  css,
  Cover,
  events: {
    ordered: true,
    className: 'eg-events',
    itemClassName: 'eg-event',
    aside: ({ date }) => date && <When parts={date} />,
  },
  // Every third image spans the row, so it is asked for at twice the width.
  Gallery: galleryList({
    className: 'eg-gallery',
    sizes: (index) =>
      index % 3 === 0 ? '(min-width: 600px) 540px, 100vw' : '(min-width: 600px) 270px, 50vw',
  }),
  Ornament,
};
