// @jsxRuntime automatic
import { CoverGuest, CoverPhoto, CoverTitle, MainDate, OpenButton } from '../view/cover-parts';
import { Drawing } from '../view/drawing';
import { galleryList } from '../view/gallery-list';
import type { TSectionProps, TTemplateDefinition } from '../types';
import { thumbnailFrame } from './art';

/** Floral garden: blush and sage, roses in the corners, an arched window, Great Vibes script with Lora. */

const ROSE = '#e9a6b3';
const ROSE_DEEP = '#c76a82';
const SAGE = '#8aa583';
const SAGE_DEEP = '#66845f';

function Rose({ x, y, r }: { x: number; y: number; r: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${r / 20})`}>
      <circle r="20" fill={ROSE} />
      <circle r="13" fill="#f3c4cd" />
      <path
        d="M0 0c4-3 8 1 6 5s-9 4-11-1 2-11 8-12 13 3 14 10-5 14-13 15-16-4-16-12"
        fill="none"
        stroke={ROSE_DEEP}
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </g>
  );
}

function Leaf({
  x,
  y,
  angle,
  size = 1,
  deep = false,
}: {
  x: number;
  y: number;
  angle: number;
  size?: number;
  deep?: boolean;
}) {
  return (
    <path
      transform={`translate(${x} ${y}) rotate(${angle}) scale(${size})`}
      d="M0 0c10-12 32-12 44 0-12 12-34 12-44 0z"
      fill={deep ? SAGE_DEEP : SAGE}
    />
  );
}

/** A corner cluster of roses, buds and leaves. */
function Floral({ className }: { className: string }) {
  return (
    <Drawing className={className} viewBox="0 0 220 220">
      <Leaf x={60} y={70} angle={-160} size={1.3} deep />
      <Leaf x={80} y={60} angle={-100} size={1.2} />
      <Leaf x={110} y={80} angle={-30} size={1.3} deep />
      <Leaf x={70} y={110} angle={150} size={1.2} />
      <Leaf x={120} y={110} angle={20} size={1.1} />
      <Leaf x={90} y={130} angle={100} size={1.2} deep />
      <Leaf x={140} y={60} angle={-50} size={1} />
      <Leaf x={40} y={140} angle={170} size={1} />
      <Rose x={90} y={90} r={30} />
      <Rose x={140} y={120} r={20} />
      <Rose x={55} y={125} r={17} />
      <g fill={ROSE_DEEP}>
        <circle cx="150" cy="70" r="5" />
        <circle cx="165" cy="90" r="3.5" />
        <circle cx="40" cy="95" r="4" />
        <circle cx="110" cy="160" r="4" />
      </g>
      <g fill="#fff" opacity=".9">
        <circle cx="175" cy="140" r="3" />
        <circle cx="125" cy="45" r="2.5" />
        <circle cx="25" cy="120" r="2.5" />
      </g>
    </Drawing>
  );
}

function Ornament() {
  return (
    <Drawing className="inv-orn tb-orn" viewBox="0 0 160 28">
      <path
        d="M8 14c30 0 40-8 62-2M152 14c-30 0-40-8-62-2"
        fill="none"
        stroke={SAGE_DEEP}
        strokeWidth="1.2"
      />
      <Leaf x={46} y={12} angle={-160} size={0.45} />
      <Leaf x={114} y={12} angle={-20} size={0.45} />
      <Rose x={80} y={14} r={9} />
    </Drawing>
  );
}

/** Roses in the arched window, for a cover without a photo. */
function ArchArt() {
  return (
    <Drawing className="tb-arch-art" viewBox="0 0 200 260">
      <Rose x={100} y={150} r={34} />
      <Rose x={62} y={176} r={22} />
      <Rose x={138} y={176} r={22} />
      <Leaf x={72} y={128} angle={-140} size={1.1} />
      <Leaf x={128} y={128} angle={-40} size={1.1} deep />
    </Drawing>
  );
}

function Cover({ m }: TSectionProps) {
  return (
    <header className="inv-cover tb-cover">
      <Floral className="tb-floral tb-floral-top" />
      <Floral className="tb-floral tb-floral-bottom" />
      <div className="tb-arch inv-rise">
        <CoverPhoto m={m} sizes="16rem" fallback={<ArchArt />} />
      </div>
      <p className="inv-kicker tb-kicker inv-rise inv-rise-2">{m.t.weddingOf}</p>
      <CoverTitle m={m} className="tb-names inv-rise inv-rise-2" />
      <div className="inv-rise inv-rise-3">
        <MainDate m={m} />
        <CoverGuest m={m} />
        <OpenButton m={m} />
      </div>
    </header>
  );
}

const css = `
.tpl-taman-bunga{--bg:#fdf6f4;--surface:#fff;--ink:#4a2c36;--muted:#6e4f5a;--heading:#8a2e4b;--accent:#a3385a;--accent-ink:#fff;--accent-deco:${ROSE_DEEP};--ornament:${ROSE_DEEP};--line:#efd3d8;--cover:#fbe9e7;--cover-ink:#4a2c36;--tb-names:#8a2e4b;--cover-shade:radial-gradient(90% 60% at 50% 35%,#fff7f5 0%,#fbe9e7 55%,#f6d9d9 100%);--closing-shade:linear-gradient(#f6d9d9,#fbe9e7);--quote-shade:linear-gradient(#fbe9e7,#fdf6f4);--font-display:'Great Vibes',cursive;--font-body:'Lora',Georgia,serif;--font-quote:'Lora',Georgia,serif;--radius:18px}
.tpl-taman-bunga .inv-head h2{font-size:3rem;line-height:1.1}
.tpl-taman-bunga .inv-lead{font-family:var(--font-body);font-style:italic;font-size:1.1rem}
.tb-orn{width:9rem}
.tb-cover{background:var(--cover-shade) var(--cover);padding-block:4.5rem 3rem}
.tb-floral{position:absolute;z-index:-1;width:15rem;height:auto}
.tb-floral-top{inset-block-start:-2.5rem;inset-inline-start:-3rem}
.tb-floral-bottom{inset-block-end:-2.5rem;inset-inline-end:-3rem;transform:rotate(180deg)}
.tb-arch{position:relative;width:13.5rem;height:17rem;flex:none;border-radius:999px 999px 14px 14px;overflow:hidden;background:linear-gradient(#fff,#f8dfe0);box-shadow:0 0 0 6px #fff,0 0 0 7px ${ROSE},0 18px 40px rgb(163 56 90 / .18);margin-block-end:1.75rem}
.tb-arch img,.tb-arch-art{width:100%;height:100%;object-fit:cover}
.tb-kicker{color:var(--muted)}
.tb-names{display:flex;flex-wrap:wrap;justify-content:center;align-items:baseline;gap:0 .3em;margin-block:.25rem .5rem;color:var(--tb-names);font-size:clamp(3rem,14vw,4.2rem)}
.tb-names .inv-amp{color:${ROSE_DEEP};font-size:.8em}
.tb-cover .inv-cover-date{font-style:italic;letter-spacing:.04em}
.tb-cover .inv-to{margin-block:1.25rem}
.tpl-taman-bunga .inv-person-photo{width:13rem;height:16rem;border-radius:999px 999px 14px 14px;box-shadow:0 0 0 5px #fff,0 0 0 6px ${ROSE}}
.tpl-taman-bunga .inv-person-name{font-size:2.5rem;color:var(--heading)}
.tpl-taman-bunga .inv-persons-amp{color:${ROSE_DEEP}}
.tpl-taman-bunga .inv-quote{background:var(--quote-shade)}
.tpl-taman-bunga .inv-count-cell{border-radius:999px 999px 12px 12px;border-color:${ROSE}}
.tb-events{display:grid;gap:1.5rem}
.tb-event{padding:2.25rem 1.25rem 2rem;border-radius:999px 999px 18px 18px;background:var(--surface);border:1px solid var(--line);box-shadow:0 12px 30px rgb(163 56 90 / .08)}
.tb-event .tb-orn{margin-block:0 1rem}
.tpl-taman-bunga .inv-event-title{font-size:2.4rem;color:var(--heading)}
.tb-masonry{columns:2;column-gap:.75rem}
.tb-masonry li{break-inside:avoid;margin-block-end:.75rem}
.tb-masonry img{width:100%;aspect-ratio:3/4;object-fit:cover;border-radius:16px}
.tb-masonry li:nth-child(3n+2) img{aspect-ratio:1}
.tb-masonry li:nth-child(3n) img{aspect-ratio:4/5}
.tpl-taman-bunga .inv-story-title{font-size:2rem}
.tpl-taman-bunga .inv-count-num,.tpl-taman-bunga .inv-gift-provider{font-family:var(--font-body)}
.tpl-taman-bunga .inv-count-num{font-size:1.6rem}
.tpl-taman-bunga .inv-closing{background:var(--closing-shade) var(--cover)}
.tpl-taman-bunga .inv-closing-names{font-size:3.4rem;color:var(--tb-names)}
@media (min-width:640px){.tb-events{grid-template-columns:repeat(auto-fit,minmax(15rem,1fr))}.tb-floral{width:22rem}}
`;

export const tamanBunga: TTemplateDefinition = {
  meta: {
    id: 'taman-bunga',
    slug: 'taman-bunga',
    name: 'Taman Bunga',
    description: 'Mawar merah muda dan daun sage mengelilingi jendela lengkung, dengan huruf sambung.',
    category: 'Floral',
    tier: 'premium',
    palette: {
      background: '#fdf6f4',
      surface: '#ffffff',
      ink: '#4a2c36',
      muted: '#6e4f5a',
      accent: '#a3385a',
      accentInk: '#ffffff',
      line: '#efd3d8',
      cover: '#fbe9e7',
      coverInk: '#4a2c36',
    },
    fonts: { display: 'Great Vibes', body: 'Lora' },
    thumbnail: thumbnailFrame(
      'taman-bunga',
      '#fbe9e7',
      `<g fill="${SAGE}"><ellipse cx="14" cy="20" rx="16" ry="6" transform="rotate(-30 14 20)"/><ellipse cx="104" cy="186" rx="16" ry="6" transform="rotate(-30 104 186)"/></g>` +
        `<g fill="${ROSE}"><circle cx="22" cy="12" r="12"/><circle cx="6" cy="30" r="8"/><circle cx="98" cy="190" r="12"/><circle cx="114" cy="172" r="8"/></g>` +
        `<path d="M34 112V60a26 26 0 0 1 52 0v52z" fill="#fff" stroke="${ROSE}" stroke-width="1.5"/><circle cx="60" cy="86" r="12" fill="${ROSE}"/>` +
        `<path d="M30 132c8-8 14 6 22-2s10 4 18-2 12 2 20-4" fill="none" stroke="#8a2e4b" stroke-width="2"/>` +
        `<rect x="40" y="144" width="40" height="3" fill="#6e4f5a"/><rect x="38" y="158" width="44" height="12" rx="6" fill="#a3385a"/>`,
    ),
  },
  css,
  // The couple's names are drawn on the cover in the heading's rose.
  themeVars: [{ name: '--tb-names', from: 'coverInk', on: ['cover'] }],
  Cover,
  events: { className: 'tb-events', itemClassName: 'tb-event', aside: () => <Ornament /> },
  Gallery: galleryList({ className: 'tb-masonry', sizes: '(min-width: 600px) 270px, 50vw' }),
  Ornament,
};
