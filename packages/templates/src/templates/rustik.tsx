// @jsxRuntime automatic
import { formatDotDate } from '../format';
import { CoverGuest, CoverPhoto, CoverTitle, MainDate, OpenButton } from '../view/cover-parts';
import { Drawing } from '../view/drawing';
import { galleryList } from '../view/gallery-list';
import type { TDateParts, TSectionProps, TTemplateDefinition } from '../types';
import { svgDataUrl, thumbnailFrame } from './art';

/** Rustic: kraft paper, a polaroid on twine, eucalyptus sprigs, tickets for the events, Parisienne script. */

const EUCALYPTUS = '#7f9a7a';
const EUCALYPTUS_DEEP = '#5d7858';
const WOOD = '#8b6b4a';

const paper = svgDataUrl(
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><filter id="n"><feTurbulence type="fractalNoise" baseFrequency=".9" numOctaves="2" stitchTiles="stitch"/><feColorMatrix values="0 0 0 0 .35 0 0 0 0 .25 0 0 0 0 .15 0 0 0 .09 0"/></filter><rect width="120" height="120" filter="url(#n)"/></svg>`,
);

/** A eucalyptus sprig: a curved stem with round leaves. */
function Eucalyptus({ className }: { className: string }) {
  const leaves: Array<[number, number, number, boolean]> = [
    [30, 180, 12, true],
    [48, 160, 14, false],
    [40, 132, 13, true],
    [62, 118, 15, false],
    [58, 90, 13, true],
    [80, 80, 14, false],
    [80, 54, 12, true],
    [100, 46, 11, false],
    [104, 24, 9, true],
  ];
  return (
    <Drawing className={className} viewBox="0 0 140 210">
      <path
        d="M20 205C40 150 60 100 110 10"
        fill="none"
        stroke={WOOD}
        strokeWidth="2"
        strokeLinecap="round"
      />
      {leaves.map(([x, y, r, deep], index) => (
        <ellipse
          key={index}
          cx={x}
          cy={y}
          rx={r}
          ry={r * 0.82}
          fill={deep ? EUCALYPTUS_DEEP : EUCALYPTUS}
          opacity={deep ? 0.95 : 0.85}
        />
      ))}
    </Drawing>
  );
}

/** Pines on a hill, drawn for a cover without a photo. */
function Landscape() {
  return (
    <Drawing viewBox="0 0 300 240" preserveAspectRatio="xMidYMid slice">
      <rect width="300" height="240" fill="#f3e6cf" />
      <circle cx="200" cy="90" r="34" fill="#f0c987" />
      <path d="M0 170c60-40 120-50 180-30s90 10 120-10v110H0z" fill="#b9a27f" />
      <path d="M0 200c80-30 160-30 300 0v40H0z" fill={WOOD} />
      {[40, 70, 250].map((x, index) => (
        <path
          key={x}
          transform={`translate(${x} ${index === 1 ? 150 : 170})`}
          d="M0-70l22 40h-12l18 30H-28l18-30h-12z"
          fill={EUCALYPTUS_DEEP}
        />
      ))}
    </Drawing>
  );
}

function Ornament() {
  return (
    <Drawing className="inv-orn rs-orn" viewBox="0 0 140 24">
      <path d="M4 12h50M86 12h50" stroke={WOOD} strokeDasharray="4 4" />
      <path d="M56 12c6-8 10-8 14 0 4-8 8-8 14 0" fill="none" stroke={EUCALYPTUS_DEEP} strokeWidth="1.5" />
      <ellipse cx="62" cy="16" rx="4" ry="3" fill={EUCALYPTUS} />
      <ellipse cx="78" cy="16" rx="4" ry="3" fill={EUCALYPTUS} />
    </Drawing>
  );
}

function Cover({ m }: TSectionProps) {
  const date = m.mainEvent?.date;
  return (
    <header className="inv-cover rs-cover">
      <svg
        className="rs-twine"
        viewBox="0 0 400 60"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M-10 14C120 44 280 44 410 14" fill="none" stroke={WOOD} strokeWidth="1.5" />
      </svg>
      <Eucalyptus className="rs-euc rs-euc-a" />
      <Eucalyptus className="rs-euc rs-euc-b" />
      <figure className="rs-polaroid inv-rise">
        <span className="rs-pin" aria-hidden="true" />
        <CoverPhoto m={m} sizes="15rem" fallback={<Landscape />} />
        {date && <figcaption>{formatDotDate(date)}</figcaption>}
      </figure>
      <p className="inv-kicker rs-kicker inv-rise inv-rise-2">{m.t.weddingOf}</p>
      <CoverTitle m={m} className="rs-names inv-rise inv-rise-2" />
      <div className="inv-rise inv-rise-3">
        <MainDate m={m} />
        <div className="rs-tag">
          <CoverGuest m={m} />
        </div>
        <OpenButton m={m} />
      </div>
    </header>
  );
}

/** The ticket's torn-off stub: the date, read on the ticket's body too. */
function Stub({ parts }: { parts: TDateParts }) {
  return (
    <div className="rs-stub" aria-hidden="true">
      <span className="rs-stub-weekday">{parts.weekday}</span>
      <span className="rs-stub-day">{parts.day}</span>
      <span className="rs-stub-month">{parts.month.slice(0, 3)}</span>
      <span className="rs-stub-year">{parts.year}</span>
    </div>
  );
}

const css = `
.tpl-rustik{--bg:#efe6d6;--surface:#f9f4ea;--ink:#3b2d22;--muted:#5e4b3b;--heading:#3b2d22;--accent:#4f6b48;--accent-ink:#fbf6ec;--accent-deco:${WOOD};--ornament:${WOOD};--line:#d4c3a6;--cover:#e9dcc6;--cover-ink:#3b2d22;--rs-paper:#fffdf8;--rs-leaf:${EUCALYPTUS_DEEP};--font-display:'Parisienne',cursive;--font-body:'Josefin Sans',system-ui,sans-serif;--font-quote:'Josefin Sans',system-ui,sans-serif;--radius:6px;--btn-radius:6px;background-image:url("${paper}")}
.tpl-rustik .inv-head h2{font-size:2.7rem}
.tpl-rustik .inv-lead{font-family:var(--font-body);font-size:1.05rem;font-weight:600;text-transform:uppercase;letter-spacing:.1em}
.tpl-rustik .inv-btn{font-weight:600;letter-spacing:.08em;text-transform:uppercase;font-size:.8rem}
.rs-orn{width:9rem}
.rs-cover{background:var(--cover) url("${paper}");padding-block:4rem 2.5rem}
.rs-twine{position:absolute;inset-block-start:2.2rem;inset-inline:0;width:100%;height:3rem}
.rs-euc{position:absolute;z-index:-1;width:8rem;height:auto}
.rs-euc-a{inset-block-start:5rem;inset-inline-start:-1.5rem;transform:rotate(-18deg)}
.rs-euc-b{inset-block-end:1rem;inset-inline-end:-1.25rem;transform:rotate(160deg)}
.rs-polaroid{position:relative;width:14.5rem;margin:0 0 1.5rem;padding:.7rem .7rem 0;background:var(--rs-paper);box-shadow:0 14px 28px rgb(59 45 34 / .22);transform:rotate(-3deg)}
.rs-polaroid img,.rs-polaroid svg{display:block;width:100%;height:12.5rem;object-fit:cover}
.rs-polaroid figcaption{font-family:var(--font-display);font-size:1.5rem;padding-block:.35rem .5rem;color:var(--ink)}
.rs-pin{position:absolute;inset-block-start:-1.1rem;inset-inline-start:50%;width:.9rem;height:2.2rem;margin-inline-start:-.45rem;border-radius:3px;background:linear-gradient(90deg,#a07d58,#c9a57c,#a07d58);box-shadow:0 2px 3px rgb(0 0 0 / .25)}
.rs-kicker{font-weight:600;color:var(--muted)}
.rs-names{display:flex;flex-wrap:wrap;justify-content:center;gap:0 .3em;margin-block:.25rem .25rem;font-size:clamp(2.8rem,13vw,4rem)}
.rs-names .inv-amp{color:var(--rs-leaf)}
.rs-cover .inv-cover-date{font-weight:600;letter-spacing:.18em;text-transform:uppercase;font-size:.85rem}
.rs-tag{position:relative;margin:1.1rem auto;padding:.1rem 1.5rem .1rem 2.4rem;max-width:19rem;background:var(--surface);color:var(--ink);border:1px dashed ${WOOD};border-radius:4px 14px 14px 4px}
.rs-tag::before{content:"";position:absolute;inset-inline-start:.8rem;inset-block-start:50%;width:.7rem;height:.7rem;margin-block-start:-.35rem;border-radius:50%;border:1.5px solid ${WOOD}}
.rs-tag .inv-to{margin-block:.8rem}
.tpl-rustik .inv-person-photo{width:12.5rem;height:14rem;padding:.6rem .6rem 2.2rem;background:var(--rs-paper);box-shadow:0 10px 22px rgb(59 45 34 / .18);transform:rotate(-2deg)}
.tpl-rustik .inv-person-groom .inv-person-photo{transform:rotate(2deg)}
.tpl-rustik .inv-person-name{font-size:2.4rem}
.tpl-rustik .inv-persons-amp{color:var(--rs-leaf)}
.tpl-rustik .inv-quote{background:transparent;border-block:1px dashed ${WOOD}}
.tpl-rustik .inv-count-num{font-family:var(--font-body);font-weight:600}
.rs-tickets{display:grid;gap:1.25rem}
.rs-ticket{display:grid;grid-template-columns:5.25rem 1fr;background:var(--surface);border-radius:10px;box-shadow:0 8px 20px rgb(59 45 34 / .12);text-align:start;overflow:hidden}
.rs-stub{position:relative;display:grid;align-content:center;justify-items:center;gap:.1rem;padding:1rem .25rem;background:var(--accent);color:var(--accent-ink);text-align:center}
.rs-stub::after{content:"";position:absolute;inset-block:0;inset-inline-end:-1px;width:2px;background:repeating-linear-gradient(var(--surface) 0 6px,transparent 6px 12px)}
.rs-stub-weekday,.rs-stub-month,.rs-stub-year{font-size:.68rem;font-weight:600;letter-spacing:.14em;text-transform:uppercase}
.rs-stub-day{font-size:2.3rem;font-weight:600;line-height:1}
.rs-ticket-body{padding:1.25rem 1.1rem}
.tpl-rustik .inv-event-title{font-size:2.1rem}
.tpl-rustik .rs-ticket .inv-actions{justify-content:flex-start}
.rs-polaroids{display:grid;grid-template-columns:1fr 1fr;gap:1.1rem .9rem;padding-block:.5rem}
.rs-polaroids li{padding:.45rem .45rem 1.6rem;background:var(--rs-paper);box-shadow:0 8px 18px rgb(59 45 34 / .18);transform:rotate(-2deg)}
.rs-polaroids li:nth-child(even){transform:rotate(2.5deg)}
.rs-polaroids li:nth-child(3n){transform:rotate(-1deg)}
.rs-polaroids img{width:100%;aspect-ratio:1;object-fit:cover}
.tpl-rustik .inv-story{border-inline-start:2px dashed ${WOOD}}
.tpl-rustik .inv-story-item::before{background:var(--rs-leaf)}
.tpl-rustik .inv-story-title{font-size:1.9rem}
.tpl-rustik .inv-gift-provider{font-family:var(--font-body);font-weight:600;font-size:1.3rem}
.tpl-rustik .inv-card,.tpl-rustik .inv-form,.tpl-rustik .inv-wish{border-style:dashed;border-color:${WOOD}}
.tpl-rustik .inv-closing{background:var(--accent) url("${paper}");color:var(--accent-ink);--cover-ink:var(--accent-ink)}
.tpl-rustik .inv-closing-names{font-size:3.2rem}
.tpl-rustik .inv-closing .inv-orn{filter:brightness(2.2)}
`;

export const rustik: TTemplateDefinition = {
  meta: {
    id: 'rustik',
    slug: 'rustik',
    name: 'Rustik Kayu',
    description: 'Kertas kraft, foto polaroid bertali, daun eukaliptus dan tiket acara.',
    category: 'Rustik',
    tier: 'free',
    palette: {
      background: '#efe6d6',
      surface: '#f9f4ea',
      ink: '#3b2d22',
      muted: '#5e4b3b',
      accent: '#4f6b48',
      accentInk: '#fbf6ec',
      line: '#d4c3a6',
      cover: '#e9dcc6',
      coverInk: '#3b2d22',
    },
    fonts: { display: 'Parisienne', body: 'Josefin Sans' },
    thumbnail: thumbnailFrame(
      'rustik',
      '#e9dcc6',
      `<path d="M-4 16C40 30 80 30 124 16" fill="none" stroke="${WOOD}"/>` +
        `<g transform="rotate(-4 60 60)"><rect x="30" y="26" width="60" height="70" fill="#fffdf8"/><rect x="35" y="31" width="50" height="48" fill="#b9a27f"/><circle cx="70" cy="46" r="8" fill="#f0c987"/><path d="M35 79l14-20 10 12 8-8 18 16z" fill="${EUCALYPTUS_DEEP}"/></g>` +
        `<g fill="${EUCALYPTUS}"><ellipse cx="10" cy="60" rx="7" ry="6"/><ellipse cx="16" cy="46" rx="6" ry="5"/><ellipse cx="110" cy="150" rx="7" ry="6"/><ellipse cx="104" cy="164" rx="6" ry="5"/></g>` +
        `<path d="M30 118c8-8 12 4 20-2s10 4 18-2 12 2 22-4" fill="none" stroke="#3b2d22" stroke-width="2"/>` +
        `<rect x="34" y="134" width="52" height="16" rx="3" fill="#fbf6ec" stroke="${WOOD}" stroke-dasharray="2 2"/><rect x="38" y="160" width="44" height="12" rx="3" fill="#4f6b48"/>`,
    ),
  },
  // White photo paper carries the names under the couple's photo; the eucalyptus ampersands are text too.
  css,
  themeVars: [
    { name: '--rs-paper', from: 'surface' },
    { name: '--rs-leaf', from: 'accent', on: ['background', 'cover'] },
  ],
  Cover,
  events: {
    ordered: true,
    className: 'rs-tickets',
    itemClassName: 'rs-ticket',
    bodyClassName: 'rs-ticket-body',
    aside: ({ date }) => date && <Stub parts={date} />,
  },
  Gallery: galleryList({ className: 'rs-polaroids', sizes: '(min-width: 600px) 250px, 45vw' }),
  Ornament,
};
