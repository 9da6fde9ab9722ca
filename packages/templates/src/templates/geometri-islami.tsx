// @jsxRuntime automatic
import type { ReactNode } from 'react';
import { CoverGuest, CoverPhoto, CoverTitle, MainDate, OpenButton } from '../view/cover-parts';
import { Drawing } from '../view/drawing';
import { galleryList } from '../view/gallery-list';
import type { TPageModel, TSectionProps, TTemplateDefinition } from '../types';
import { svgDataUrl, thumbnailFrame } from './art';

/** Islamic geometric: emerald and gold, an eight-point star lattice, a mihrab arch, Amiri with Marcellus. */

const GOLD = '#d4b06a';
const EMERALD = '#0c3a2d';

const lattice = svgDataUrl(
  `<svg xmlns="http://www.w3.org/2000/svg" width="60" height="60" viewBox="0 0 60 60" fill="none" stroke="${GOLD}" stroke-width=".8" stroke-opacity=".32"><rect x="19" y="19" width="22" height="22"/><rect x="19" y="19" width="22" height="22" transform="rotate(45 30 30)"/><path d="M0 0l19 19M60 0L41 19M0 60l19-19M60 60L41 41M30 0v14.4M30 60V45.6M0 30h14.4M60 30H45.6"/></svg>`,
);

function Star({ className, children }: { className: string; children?: ReactNode }) {
  return (
    <div className={className}>
      <Drawing viewBox="0 0 100 100">
        <rect x="20" y="20" width="60" height="60" fill={EMERALD} stroke={GOLD} strokeWidth="2" />
        <rect
          x="20"
          y="20"
          width="60"
          height="60"
          fill={EMERALD}
          stroke={GOLD}
          strokeWidth="2"
          transform="rotate(45 50 50)"
        />
        <circle cx="50" cy="50" r="27" fill="none" stroke={GOLD} strokeWidth="1" />
      </Drawing>
      {children}
    </div>
  );
}

function Ornament() {
  return (
    <Drawing className="inv-orn gi-orn" viewBox="0 0 160 24">
      <path d="M0 12h60M100 12h60" stroke="currentColor" />
      <g transform="translate(80 12)" fill="none" stroke="currentColor" strokeWidth="1.2">
        <rect x="-8" y="-8" width="16" height="16" />
        <rect x="-8" y="-8" width="16" height="16" transform="rotate(45)" />
      </g>
      <circle cx="64" cy="12" r="2" fill="currentColor" />
      <circle cx="96" cy="12" r="2" fill="currentColor" />
    </Drawing>
  );
}

function Cover({ m }: TSectionProps) {
  return (
    <header className="inv-cover gi-cover">
      <div className="gi-mihrab inv-rise">
        <svg
          className="gi-arch"
          viewBox="0 0 300 460"
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M2 458V170C2 104 62 58 150 4c88 54 148 100 148 166v288z"
            fill="#fbf6e9"
            stroke={GOLD}
            strokeWidth="3"
            vectorEffect="non-scaling-stroke"
          />
          <path
            d="M14 446V174C14 114 70 72 150 22c80 50 136 92 136 152v272z"
            fill="none"
            stroke={GOLD}
            strokeWidth="1"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        <div className="gi-mihrab-in">
          <p className="gi-bismillah" lang="ar" dir="rtl">
            بِسْمِ اللَّهِ الرَّحْمَٰنِ الرَّحِيمِ
          </p>
          <CoverPhoto m={m} sizes="9rem" frameClassName="gi-photo" />
          <p className="inv-kicker gi-kicker">Walimatul &apos;Ursy</p>
          <CoverTitle m={m} className="gi-names" />
          <MainDate m={m} />
        </div>
      </div>
      <div className="inv-rise inv-rise-3">
        <CoverGuest m={m} />
        <OpenButton m={m} />
      </div>
    </header>
  );
}

function greeting(m: TPageModel) {
  return m.locale === 'en'
    ? {
        salam: "Assalamu'alaikum Warahmatullahi Wabarakatuh",
        lead: 'Glory be to Allah, who created all things in pairs',
        text: 'By the grace and blessing of Allah SWT, we joyfully invite you to the marriage of',
        closing: "Wassalamu'alaikum Warahmatullahi Wabarakatuh",
      }
    : {
        salam: "Assalamu'alaikum Warahmatullahi Wabarakatuh",
        lead: 'Maha Suci Allah yang telah menciptakan makhluk-Nya berpasang-pasangan',
        text: 'Dengan memohon rahmat dan ridho Allah SWT, kami bermaksud menyelenggarakan pernikahan putra-putri kami:',
        closing: "Wassalamu'alaikum Warahmatullahi Wabarakatuh",
      };
}

const css = `
.tpl-geometri-islami{--bg:#f7f3e8;--surface:#fffdf6;--ink:#1d3a2f;--muted:#4b5e55;--heading:#0f4a38;--accent:#0f5a44;--accent-ink:#fffdf6;--accent-deco:#b08a3c;--ornament:#a8822f;--line:#dccfae;--cover:${EMERALD};--cover-ink:#f6edd5;--cover-accent:${GOLD};--gi-arch:#fbf6e9;--gi-gold-ink:#6b5420;--gi-amp:#8a6a28;--font-display:'Marcellus',Georgia,serif;--font-body:'Amiri',Georgia,serif;--font-script:'Amiri',Georgia,serif;--font-quote:'Amiri',Georgia,serif;--radius:10px;--btn-radius:999px;font-size:1.15rem}
.tpl-geometri-islami .inv-head h2{font-size:1.75rem;text-transform:uppercase;letter-spacing:.1em}
.tpl-geometri-islami .inv-btn{font-family:var(--font-display);letter-spacing:.08em}
.tpl-geometri-islami .inv-salam{font-family:var(--font-display);font-style:normal;color:var(--heading)}
.gi-orn{width:9rem}
.gi-cover{background:var(--cover) url("${lattice}") center/60px 60px;padding-block:4.25rem 2.5rem}
.gi-cover::before{content:"";position:absolute;inset:0;z-index:-1;background:radial-gradient(70% 55% at 50% 42%,transparent,var(--cover) 85%)}
.gi-mihrab{position:relative;width:min(84vw,19rem);min-height:25rem;display:flex;flex-direction:column;justify-content:flex-end;padding:5.5rem 1.5rem 1.75rem;color:var(--ink)}
.gi-arch{position:absolute;inset:0;width:100%;height:100%;z-index:-1}
.gi-arch path:first-child{fill:var(--gi-arch)}
.gi-mihrab-in{display:grid;justify-items:center;gap:.3rem}
.gi-bismillah{font-size:1.35rem;line-height:1.8;color:var(--heading)}
.gi-photo{width:8.5rem;height:8.5rem;border-radius:50%;overflow:hidden;border:2px solid var(--accent-deco);margin-block:.4rem}
.gi-photo img{width:100%;height:100%;object-fit:cover}
.gi-kicker{color:var(--gi-gold-ink);letter-spacing:.25em}
.gi-names{display:flex;flex-direction:column;align-items:center;font-family:var(--font-script);font-weight:700;color:var(--heading);line-height:1.05;font-size:clamp(2.4rem,11vw,3.2rem)}
.gi-names .inv-amp{font-weight:400;font-size:.6em;color:var(--gi-amp)}
.gi-cover .inv-cover-date{font-family:var(--font-display);font-size:.9rem;letter-spacing:.08em;color:var(--ink)}
.gi-cover .inv-to{margin-block:1.5rem 1rem}
.gi-cover .inv-open{background:var(--cover-accent);border-color:var(--cover-accent);color:var(--cover)}
.tpl-geometri-islami .inv-person-photo{width:12rem;height:15rem;border-radius:999px 999px 12px 12px;border:2px solid var(--accent-deco);padding:5px;background:var(--surface)}
.tpl-geometri-islami .inv-person-name{font-family:var(--font-script);font-weight:700;font-size:1.9rem}
.tpl-geometri-islami .inv-quote{background:var(--cover) url("${lattice}") center/60px 60px;color:var(--cover-ink)}
.tpl-geometri-islami .inv-quote blockquote p{font-size:1.3rem}
.tpl-geometri-islami .inv-quote figcaption{color:var(--cover-accent)}
.tpl-geometri-islami .inv-count-cell{border-color:var(--accent-deco)}
.gi-events{display:grid;gap:1.25rem}
.gi-event{position:relative;padding:3.5rem 1.1rem 1.6rem;margin-block-start:2.5rem;border:1px solid var(--accent-deco);border-radius:999px 999px 12px 12px;background:var(--surface);box-shadow:inset 0 0 0 5px var(--surface),inset 0 0 0 6px var(--line)}
.gi-star{position:absolute;inset-block-start:-2.4rem;inset-inline-start:50%;width:4.8rem;height:4.8rem;margin-inline-start:-2.4rem;display:grid;place-items:center}
.gi-star svg{position:absolute;inset:0;width:100%;height:100%}
.gi-star rect{fill:var(--cover);stroke:var(--cover-accent)}.gi-star circle{stroke:var(--cover-accent)}
.gi-star span{position:relative;font-family:var(--font-script);font-weight:700;font-size:1.45rem;color:var(--cover-ink)}
.tpl-geometri-islami .inv-event-title{font-size:1.5rem;text-transform:uppercase;letter-spacing:.08em}
.gi-gallery{display:grid;grid-template-columns:repeat(3,1fr);gap:.5rem}
.gi-gallery li:first-child{grid-column:span 2;grid-row:span 2}
.gi-gallery img{width:100%;height:100%;aspect-ratio:3/4;object-fit:cover;border-radius:999px 999px 6px 6px;border:1px solid var(--accent-deco)}
.tpl-geometri-islami .inv-closing{background:var(--cover) url("${lattice}") center/60px 60px}
.tpl-geometri-islami .inv-closing .inv-salam{color:var(--cover-accent)}
.tpl-geometri-islami .inv-closing-names{font-weight:700;color:var(--cover-accent)}
@media (min-width:640px){.gi-events{grid-template-columns:repeat(auto-fit,minmax(14rem,1fr))}}
`;

export const geometriIslami: TTemplateDefinition = {
  meta: {
    id: 'geometri-islami',
    slug: 'geometri-islami',
    name: 'Geometri Islami',
    description: 'Pola bintang delapan dan lengkung mihrab, hijau zamrud dan emas.',
    category: 'Islami',
    tier: 'premium',
    palette: {
      background: '#f7f3e8',
      surface: '#fffdf6',
      ink: '#1d3a2f',
      muted: '#4b5e55',
      accent: '#0f5a44',
      accentInk: '#fffdf6',
      line: '#dccfae',
      cover: EMERALD,
      coverInk: '#f6edd5',
    },
    fonts: { display: 'Marcellus', body: 'Amiri' },
    thumbnail: thumbnailFrame(
      'geometri-islami',
      EMERALD,
      `<g fill="none" stroke="${GOLD}" stroke-opacity=".35" stroke-width=".6">${[0, 1, 2, 3].map((row) => [0, 1, 2].map((col) => `<rect x="${col * 44 + 6}" y="${row * 52 + 8}" width="16" height="16"/><rect x="${col * 44 + 6}" y="${row * 52 + 8}" width="16" height="16" transform="rotate(45 ${col * 44 + 14} ${row * 52 + 16})"/>`).join('')).join('')}</g>` +
        `<path d="M24 150V70c0-20 18-34 36-48 18 14 36 28 36 48v80z" fill="#fbf6e9" stroke="${GOLD}" stroke-width="1.5"/>` +
        `<rect x="44" y="62" width="32" height="3" fill="#0f4a38"/><rect x="40" y="84" width="40" height="9" fill="#0f4a38"/><rect x="50" y="98" width="20" height="4" fill="#8a6a28"/><rect x="40" y="106" width="40" height="9" fill="#0f4a38"/>` +
        `<rect x="38" y="166" width="44" height="12" rx="6" fill="${GOLD}"/>`,
    ),
  },
  css,
  // The mihrab on the cover is a card: it follows the surface, and its gold lettering the muted text.
  themeVars: [
    { name: '--gi-arch', from: 'surface' },
    { name: '--gi-gold-ink', from: 'muted', on: ['surface'] },
    { name: '--gi-amp', from: 'muted', on: ['surface'] },
  ],
  Cover,
  events: {
    className: 'gi-events',
    itemClassName: 'gi-event',
    aside: ({ date }) =>
      date && (
        <Star className="gi-star">
          <span aria-hidden="true">{date.day}</span>
        </Star>
      ),
  },
  Gallery: galleryList({ className: 'gi-gallery', sizes: '(min-width: 600px) 180px, 33vw' }),
  Ornament,
  greeting,
};
