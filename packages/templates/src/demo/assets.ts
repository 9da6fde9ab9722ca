import type { TAssetUrl } from '../types';

/**
 * Drawings that stand in for photos on the demo pages. They ship with the package, so a demo loads
 * nothing from another site; the server serves them as /u/assets/demo/<name>.svg.
 */

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`;

const grad = (id: string, stops: string[], vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map((color, index) => `<stop offset="${index / (stops.length - 1)}" stop-color="${color}"/>`)
    .join('')}</linearGradient>`;

const flowers = (points: Array<[number, number, number]>, color: string, center: string) =>
  points
    .map(
      ([x, y, r]) =>
        `<g transform="translate(${x} ${y})"><circle r="${r}" fill="${color}"/><circle r="${r * 0.55}" fill="${center}" opacity=".55"/><circle r="${r * 0.22}" fill="#fff" opacity=".8"/></g>`,
    )
    .join('');

const leaves = (points: Array<[number, number, number]>, color: string) =>
  points
    .map(
      ([x, y, angle]) =>
        `<path transform="translate(${x} ${y}) rotate(${angle})" d="M0 0c8-14 26-14 34 0-8 14-26 14-34 0z" fill="${color}"/>`,
    )
    .join('');

const archFlowers: Array<[number, number, number]> = [
  [160, 300, 16],
  [190, 240, 12],
  [232, 196, 15],
  [300, 176, 18],
  [368, 196, 15],
  [410, 240, 12],
  [440, 300, 16],
];
const archLeaves: Array<[number, number, number]> = [
  [150, 330, -110],
  [170, 270, -70],
  [205, 215, -40],
  [262, 182, -15],
  [330, 178, 10],
  [392, 208, 40],
  [428, 262, 70],
  [448, 330, 110],
];

export const DEMO_ASSETS: Record<string, string> = {
  cover: svg(
    600,
    800,
    `<defs>${grad('s', ['#f7dcc0', '#eeb4a0', '#b56f7d', '#6e4a63'])}</defs><rect width="600" height="800" fill="url(#s)"/>` +
      `<circle cx="300" cy="470" r="120" fill="#fde9cf" opacity=".85"/>` +
      `<path d="M0 560c90-40 170-50 260-20s210 30 340-30v290H0z" fill="#8e5d6f"/><path d="M0 620c120-30 220-20 320 10s190 20 280-10v180H0z" fill="#5e3f55"/>` +
      `<path d="M150 620V330a150 150 0 0 1 300 0v290" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="6"/>` +
      leaves(archLeaves, '#7c9a7b') +
      flowers(archFlowers, '#fbe4e4', '#d98a9b') +
      `<g fill="#2e2030"><circle cx="272" cy="508" r="17"/><path d="M252 530h40l8 100h-56z"/><path d="M250 630h18v50h-18zM276 630h18v50h-18z"/>` +
      `<circle cx="328" cy="512" r="16"/><path d="M314 528h28l36 152h-100z"/><path d="M320 500c30 10 40 80 62 180h-20c-14-70-30-140-42-180z" opacity=".55"/></g>` +
      `<path d="M290 560h22" stroke="#2e2030" stroke-width="8" stroke-linecap="round"/>`,
  ),
  bride: svg(
    600,
    800,
    `<defs>${grad('b', ['#f6e6dc', '#e2bfb3'])}</defs><rect width="600" height="800" fill="url(#b)"/>` +
      `<circle cx="300" cy="320" r="190" fill="#fff" opacity=".35"/>` +
      `<path d="M300 170c-80 0-120 70-120 150 0 70 20 150 40 200h160c20-50 40-130 40-200 0-80-40-150-120-150z" fill="#fbf4ef"/>` +
      `<ellipse cx="300" cy="330" rx="72" ry="92" fill="#dcae90"/>` +
      `<path d="M228 320c0-70 30-110 72-110s72 40 72 110c-10-40-40-70-72-70s-62 30-72 70z" fill="#3a2620"/>` +
      flowers(
        [
          [240, 250, 12],
          [268, 226, 10],
          [300, 218, 12],
          [332, 226, 10],
          [360, 250, 12],
        ],
        '#f3c7cf',
        '#c46b7f',
      ) +
      `<path d="M150 800c0-150 60-260 150-260s150 110 150 260z" fill="#fbf4ef"/><path d="M250 520h100l-20 60h-60z" fill="#dcae90"/>` +
      `<path d="M200 800c10-110 40-190 100-220 60 30 90 110 100 220" fill="#f2e2d8"/>`,
  ),
  groom: svg(
    600,
    800,
    `<defs>${grad('g', ['#e5ece4', '#b8c8bd'])}</defs><rect width="600" height="800" fill="url(#g)"/>` +
      `<circle cx="300" cy="320" r="190" fill="#fff" opacity=".3"/>` +
      `<ellipse cx="300" cy="330" rx="72" ry="92" fill="#c9966f"/>` +
      `<path d="M226 262c4-50 34-76 74-76s70 26 74 76c-20-8-46-12-74-12s-54 4-74 12z" fill="#1f2a2c"/>` +
      `<path d="M226 262c24-10 48-14 74-14s50 4 74 14v10c-24-8-48-12-74-12s-50 4-74 12z" fill="#34474a"/>` +
      `<path d="M140 800c0-160 70-260 160-260s160 100 160 260z" fill="#23363a"/><path d="M262 520h76l-10 50h-56z" fill="#c9966f"/>` +
      `<path d="M300 560l-40 240h80z" fill="#f3efe6"/><path d="M300 560l-30 60 30 180 30-180z" fill="#b58b3a" opacity=".8"/>`,
  ),
  story: svg(
    800,
    600,
    `<defs>${grad('t', ['#f3e3cf', '#d9b894'])}</defs><rect width="800" height="600" fill="url(#t)"/><rect y="400" width="800" height="200" fill="#8a6246"/>` +
      `<g fill="#fff"><path d="M230 300h140l-16 130h-108z"/><path d="M430 300h140l-16 130h-108z"/></g>` +
      `<g fill="none" stroke="#fff" stroke-width="12"><path d="M370 330c40 0 40 60 0 60"/><path d="M570 330c40 0 40 60 0 60"/></g>` +
      `<ellipse cx="300" cy="306" rx="66" ry="10" fill="#6b4026"/><ellipse cx="500" cy="306" rx="66" ry="10" fill="#6b4026"/>` +
      `<g fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="6" stroke-linecap="round"><path d="M290 270c-14-20 14-30 0-50"/><path d="M510 270c-14-20 14-30 0-50"/></g>`,
  ),
  'gallery-1': svg(
    800,
    800,
    `<defs>${grad('a', ['#fbd9a8', '#f3a98a', '#c98a9a'])}</defs><rect width="800" height="800" fill="url(#a)"/>` +
      `<circle cx="400" cy="470" r="120" fill="#fff3d6"/>` +
      `<path d="M0 520c140-80 260-90 400-30s260 40 400-20v330H0z" fill="#a77b86"/><path d="M0 600c160-60 300-50 420 0s260 30 380-10v210H0z" fill="#7a5868"/><path d="M0 700c200-40 400-30 800 10v90H0z" fill="#553d4d"/>`,
  ),
  'gallery-2': svg(
    800,
    800,
    `<defs>${grad('r', ['#f5ede4', '#e7d3c3'])}${grad('o', ['#f4d58d', '#b8862f'], false)}</defs><rect width="800" height="800" fill="url(#r)"/>` +
      `<ellipse cx="400" cy="600" rx="260" ry="40" fill="#d8bfae"/>` +
      `<circle cx="340" cy="420" r="130" fill="none" stroke="url(#o)" stroke-width="26"/><circle cx="470" cy="440" r="120" fill="none" stroke="#d9d9de" stroke-width="22"/>` +
      `<path d="M470 320l16-30h-32z" fill="#eef6ff"/>`,
  ),
  'gallery-3': svg(
    800,
    800,
    `<defs>${grad('p', ['#f9e8e6', '#efc9c9'])}</defs><rect width="800" height="800" fill="url(#p)"/>` +
      `<path d="M360 460l-40 300h24l56-300zM440 460l40 300h-24l-56-300z" fill="#6f8f6b"/>` +
      leaves(
        [
          [300, 420, -150],
          [500, 420, -30],
          [330, 330, -120],
          [470, 330, -60],
          [280, 360, 180],
          [520, 360, 0],
        ],
        '#7c9a7b',
      ) +
      flowers(
        [
          [400, 330, 62],
          [320, 390, 48],
          [480, 390, 48],
          [350, 290, 40],
          [450, 290, 40],
          [400, 430, 44],
        ],
        '#e58ea0',
        '#a8455c',
      ) +
      `<path d="M330 560h140l-20 40h-100z" fill="#f5efe6"/>`,
  ),
  'gallery-4': svg(
    800,
    800,
    `<defs>${grad('c', ['#3f4f7a', '#c47a8a', '#f6c48f'])}</defs><rect width="800" height="800" fill="url(#c)"/>` +
      `<circle cx="400" cy="500" r="110" fill="#fde2b8"/><rect y="500" width="800" height="300" fill="#45577d"/>` +
      `<g stroke="#fde2b8" stroke-width="8" stroke-linecap="round" opacity=".7"><path d="M320 540h160M340 580h120M360 620h80M380 660h40"/></g>` +
      `<path d="M0 720c200-30 500-30 800 0v80H0z" fill="#e9d4b4"/>`,
  ),
  'gallery-5': svg(
    800,
    800,
    `<defs>${grad('n', ['#1d2340', '#3b3057'])}<radialGradient id="l"><stop offset="0" stop-color="#ffe3a3"/><stop offset="1" stop-color="#e98b4a"/></radialGradient></defs>` +
      `<rect width="800" height="800" fill="url(#n)"/>` +
      [
        [180, 200, 50],
        [420, 140, 64],
        [620, 260, 46],
        [300, 420, 56],
        [560, 480, 60],
        [160, 600, 44],
        [420, 660, 40],
      ]
        .map(
          ([x, y, r]) =>
            `<circle cx="${x}" cy="${y}" r="${r! * 1.8}" fill="#ffcf7a" opacity=".12"/><ellipse cx="${x}" cy="${y}" rx="${r! * 0.8}" ry="${r}" fill="url(#l)"/><path d="M${x} ${y! - r!}v-40" stroke="#ffcf7a" stroke-opacity=".5" stroke-width="2"/>`,
        )
        .join(''),
  ),
  'gallery-6': svg(
    800,
    800,
    `<defs>${grad('m', ['#e9eeea', '#c7d3cc'])}</defs><rect width="800" height="800" fill="url(#m)"/>` +
      [
        [120, 520, 1, '#9fb3a6'],
        [300, 470, 1.2, '#8aa293'],
        [520, 500, 1.1, '#9fb3a6'],
        [690, 480, 1.3, '#8aa293'],
        [210, 640, 1.4, '#5f7a69'],
        [430, 660, 1.6, '#4d6757'],
        [640, 650, 1.4, '#5f7a69'],
      ]
        .map(
          ([x, y, s, color]) =>
            `<path transform="translate(${x} ${y}) scale(${s})" d="M0-200l60 90h-30l55 80h-35l60 90H-60l60-90h-35l55-80h-30z" fill="${color}"/>`,
        )
        .join('') +
      `<rect y="700" width="800" height="100" fill="#e3e9e4" opacity=".8"/>`,
  ),
};

/** The demo's image keys are `demo/<name>`; on the server they are files under `base`. */
export function demoAssetUrl(base = '/u/assets/demo/'): TAssetUrl {
  return (key) => `${base}${encodeURIComponent(key.replace(/^demo\//, ''))}.svg`;
}

/** The same drawings as inline images, for a preview that has no server to fetch them from. */
export const demoAssetDataUrl: TAssetUrl = (key) => {
  const asset = DEMO_ASSETS[key.replace(/^demo\//, '')];
  return asset ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(asset)}` : '';
};
