// @jsxRuntime automatic
import { formatClock, formatDotDate } from '../format';
import { CoverGuest, CoverPhoto, CoverTitle, OpenButton } from '../view/cover-parts';
import { Drawing } from '../view/drawing';
import { GalleryPhoto, galleryImages } from '../view/gallery-list';
import type { TEventAside, TSectionProps, TTemplateDefinition } from '../types';
import { thumbnailFrame } from './art';

/** Modern minimal: editorial, left-aligned, numbered sections, thin Jost, one terracotta accent. */

const TERRACOTTA = '#b4532a';

function Rings({ className }: { className: string }) {
  return (
    <Drawing className={className} viewBox="0 0 320 200" fill="none" stroke="currentColor">
      <circle cx="130" cy="100" r="72" strokeWidth="1.2" />
      <circle cx="190" cy="100" r="72" strokeWidth="1.2" stroke={TERRACOTTA} />
      <path d="M0 100h320" strokeWidth=".6" />
      <circle cx="160" cy="38" r="3" fill={TERRACOTTA} stroke="none" />
    </Drawing>
  );
}

function Ornament() {
  return (
    <Drawing className="inv-orn mn-orn" viewBox="0 0 64 4">
      <path d="M0 2h40" stroke="currentColor" strokeWidth="2" />
      <circle cx="56" cy="2" r="2" fill={TERRACOTTA} />
    </Drawing>
  );
}

function Cover({ m }: TSectionProps) {
  const date = m.mainEvent?.date;
  return (
    <header className="inv-cover mn-cover">
      <div className="mn-top inv-rise">
        <span>{m.t.invitationOf}</span>
        {date && <span>{formatDotDate(date)}</span>}
      </div>
      <CoverTitle m={m} className="mn-names inv-rise inv-rise-2" />
      <CoverPhoto
        m={m}
        sizes="(min-width: 600px) 540px, 100vw"
        frameClassName="mn-photo inv-rise inv-rise-3"
        fallback={<Rings className="mn-rings inv-rise inv-rise-3" />}
      />
      <div className="mn-bottom inv-rise inv-rise-4">
        <CoverGuest m={m} />
        <OpenButton m={m} />
      </div>
    </header>
  );
}

/** The event's number, start time and zone in the margin, as a programme lists them. */
function When({ m, event, index }: TEventAside) {
  return (
    <div className="mn-event-when" aria-hidden="true">
      <span className="mn-event-no">{String(index + 1).padStart(2, '0')}</span>
      {event.startTime && <span className="mn-event-clock">{formatClock(event.startTime, m.t)}</span>}
      {event.timeZone && <span className="mn-event-zone">{event.timeZone}</span>}
    </div>
  );
}

function Gallery({ m }: TSectionProps) {
  const images = galleryImages(m);
  return (
    <div className="mn-strip" role="region" aria-label={m.t.galleryStrip(images.length)} tabIndex={0}>
      <ul>
        {images.map((image, index) => (
          <li key={`${image.key}-${index}`}>
            <figure>
              <GalleryPhoto m={m} image={image} index={index} sizes="(min-width: 600px) 420px, 78vw" />
              <figcaption aria-hidden="true">
                {String(index + 1).padStart(2, '0')} / {String(images.length).padStart(2, '0')}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}

const css = `
.tpl-minimalis{--bg:#f6f4ef;--surface:#fff;--ink:#1c1c1a;--muted:#57544d;--accent:#1c1c1a;--accent-ink:#fff;--accent-deco:${TERRACOTTA};--mn-mark:${TERRACOTTA};--ornament:#1c1c1a;--line:#dcd7cc;--cover:#efebe3;--cover-ink:#1c1c1a;--font-display:'Jost',system-ui,sans-serif;--font-body:'Jost',system-ui,sans-serif;--radius:0;--btn-radius:0;font-weight:300;text-align:start;counter-reset:sec}
.tpl-minimalis :where(h1,h2,h3){font-weight:300}
.tpl-minimalis strong,.tpl-minimalis .inv-event-venue,.tpl-minimalis .inv-event-date,.tpl-minimalis label,.tpl-minimalis legend{font-weight:500}
.tpl-minimalis .inv-sec{counter-increment:sec}
.tpl-minimalis .inv-head h2{font-size:2.6rem;letter-spacing:-.01em}
.tpl-minimalis .inv-head h2::before{content:counter(sec,decimal-leading-zero) " —";display:block;font-size:.8rem;letter-spacing:.25em;color:var(--mn-mark);font-weight:500;margin-block-end:.6rem}
.tpl-minimalis .inv-closing,.tpl-minimalis .inv-quote{counter-increment:none}
.mn-orn{margin-inline:0;width:4rem}
.tpl-minimalis .inv-btn{font-size:.8rem;letter-spacing:.2em;text-transform:uppercase;font-weight:500}
.tpl-minimalis .inv-actions{justify-content:flex-start}
.mn-cover{align-items:stretch;justify-content:space-between;text-align:start;padding:4.25rem 1.5rem 1.5rem;gap:1.25rem}
.mn-top{display:flex;justify-content:space-between;gap:1rem;padding-block-end:.75rem;border-block-end:1px solid var(--cover-ink);font-size:.72rem;letter-spacing:.25em;text-transform:uppercase;font-weight:500}
.mn-names{display:flex;flex-direction:column;font-size:clamp(3.4rem,17vw,5.5rem);line-height:.95;letter-spacing:-.03em}
.mn-names .inv-amp{font-size:.5em;color:var(--mn-mark);line-height:1.1}
.mn-photo img{width:100%;aspect-ratio:4/5;max-height:34svh;object-fit:cover}
.mn-rings{width:100%;max-width:22rem;height:auto;color:var(--cover-ink);margin-inline:auto}
.mn-bottom{display:flex;flex-wrap:wrap;align-items:flex-end;justify-content:space-between;gap:1rem}
.mn-cover .inv-to{margin:0}
.mn-cover .inv-to-name{font-weight:500}
.mn-cover .inv-to-note{margin-inline:0}
.tpl-minimalis .inv-persons{grid-template-columns:1fr 1fr;gap:1rem}
.tpl-minimalis .inv-persons-amp{display:none}
.tpl-minimalis .inv-person{justify-items:start}
.tpl-minimalis .inv-person-photo{width:100%;aspect-ratio:3/4}
.tpl-minimalis .inv-person-name{font-size:1.35rem;font-weight:500}
.tpl-minimalis .inv-parents{font-size:.88rem}
.tpl-minimalis .inv-couple .inv-orn{margin-block:1.5rem 0}
.tpl-minimalis .inv-lead{font-size:1.6rem;line-height:1.25}
.tpl-minimalis .inv-quote{background:var(--ink);color:var(--bg)}
.tpl-minimalis .inv-quote blockquote p{font-style:normal;font-size:1.45rem;line-height:1.45}
.tpl-minimalis .inv-quote figcaption{color:var(--bg)}
.tpl-minimalis .inv-count{margin-inline:0;max-width:none}
.tpl-minimalis .inv-count-cell{border:0;border-block-start:1px solid var(--ink);background:none;text-align:start;padding-inline:0}
.tpl-minimalis .inv-count-num{font-size:2.4rem;font-weight:300}
.mn-events{display:grid}
.mn-event{display:grid;grid-template-columns:5rem 1fr;gap:1rem;padding-block:1.75rem;border-block-start:1px solid var(--line)}
.mn-event:last-child{border-block-end:1px solid var(--line)}
.mn-event-when{display:grid;align-content:start;gap:.1rem}
.mn-event-no{font-size:.75rem;letter-spacing:.2em;color:var(--mn-mark);font-weight:500}
.mn-event-clock{font-size:1.7rem;line-height:1.1}
.mn-event-zone{font-size:.75rem;letter-spacing:.2em;color:var(--muted)}
.tpl-minimalis .inv-event-title{font-size:1.5rem;font-weight:500;letter-spacing:.02em}
.tpl-minimalis .inv-event-time{font-size:.92rem;color:var(--muted)}
.mn-strip{overflow-x:auto;scroll-snap-type:x mandatory;margin-inline:-1.5rem;padding-inline:1.5rem;scrollbar-width:thin}
.mn-strip ul{display:flex;gap:.75rem;width:max-content}
.mn-strip li{scroll-snap-align:start;width:min(78vw,26rem)}
.mn-strip img{width:100%;aspect-ratio:4/5;object-fit:cover}
.mn-strip figcaption{font-size:.72rem;letter-spacing:.25em;margin-block-start:.5rem;color:var(--muted)}
.tpl-minimalis .inv-story{border-color:var(--ink)}
.tpl-minimalis .inv-story-item::before{border-radius:0}
.tpl-minimalis .inv-swatches,.tpl-minimalis .inv-gift-type{justify-content:flex-start}
.tpl-minimalis .inv-card{border-color:var(--ink)}
.tpl-minimalis .inv-closing{background:var(--ink);color:var(--bg);--cover-ink:var(--bg)}
.tpl-minimalis .inv-closing-names{font-size:3rem;font-weight:300;letter-spacing:-.02em}
.tpl-minimalis .inv-closing .inv-orn{color:var(--bg)}
`;

export const minimalis: TTemplateDefinition = {
  meta: {
    id: 'minimalis',
    slug: 'minimalis',
    name: 'Modern Minimalis',
    description: 'Tipografi besar rata kiri, garis tipis dan satu aksen terakota.',
    category: 'Modern',
    tier: 'free',
    palette: {
      background: '#f6f4ef',
      surface: '#ffffff',
      ink: '#1c1c1a',
      muted: '#57544d',
      accent: '#1c1c1a',
      accentInk: '#ffffff',
      line: '#dcd7cc',
      cover: '#efebe3',
      coverInk: '#1c1c1a',
    },
    fonts: { display: 'Jost', body: 'Jost' },
    thumbnail: thumbnailFrame(
      'minimalis',
      '#efebe3',
      `<path d="M12 22h96" stroke="#1c1c1a" stroke-width=".8"/><rect x="12" y="14" width="30" height="3" fill="#1c1c1a"/>` +
        `<rect x="12" y="34" width="64" height="16" fill="#1c1c1a"/><rect x="18" y="54" width="12" height="6" fill="${TERRACOTTA}"/><rect x="12" y="64" width="70" height="16" fill="#1c1c1a"/>` +
        `<circle cx="52" cy="124" r="26" fill="none" stroke="#1c1c1a"/><circle cx="70" cy="124" r="26" fill="none" stroke="${TERRACOTTA}"/><path d="M12 124h96" stroke="#1c1c1a" stroke-width=".5"/>` +
        `<rect x="12" y="170" width="40" height="4" fill="#57544d"/><rect x="68" y="164" width="40" height="14" fill="#1c1c1a"/>`,
    ),
  },
  css,
  // The terracotta numbers and ampersand are text: on a changed background they take the accent.
  themeVars: [{ name: '--mn-mark', from: 'accent', on: ['background', 'surface', 'cover'] }],
  Cover,
  events: {
    ordered: true,
    className: 'mn-events',
    itemClassName: 'mn-event',
    bodyClassName: 'mn-event-body',
    aside: (entry) => <When {...entry} />,
  },
  Gallery,
  Ornament,
};
