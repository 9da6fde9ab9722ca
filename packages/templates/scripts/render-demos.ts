/**
 * Writes every template's demo page (and a minimal one) to a folder, with the demo drawings beside
 * them, so they can be opened or screenshotted:
 *   npx tsx packages/templates/scripts/render-demos.ts [folder]
 *   /usr/bin/chromium --headless --allow-file-access-from-files --no-sandbox --disable-gpu --window-size=390,844 --screenshot=/tmp/x.png file:///…/jawa-klasik.html
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  DEMO_ASSETS,
  DEMO_CONTENT,
  FONT_FILES,
  DEMO_GUEST,
  DEMO_WISHES,
  MINIMAL_CONTENT,
  TEMPLATE_IDS,
  demoAssetUrl,
  renderInvitationPage,
} from '../src';

const out = resolve(process.argv[2] ?? join(tmpdir(), 'undangin-demos'));
mkdirSync(join(out, 'assets'), { recursive: true });
mkdirSync(join(out, 'fonts'), { recursive: true });
for (const [name, svg] of Object.entries(DEMO_ASSETS)) writeFileSync(join(out, 'assets', `${name}.svg`), svg);
// The fonts as the server would serve them (Chromium needs --allow-file-access-from-files to use them).
const require = createRequire(import.meta.url);
for (const font of FONT_FILES.values())
  copyFileSync(require.resolve(font.path), join(out, 'fonts', font.file));

const now = Date.parse('2027-08-21T03:00:00Z');
for (const templateId of TEMPLATE_IDS) {
  const common = {
    templateId,
    slug: 'anin-raka',
    status: 'published' as const,
    locale: 'id' as const,
    now,
    formToken: 'demo',
  };
  writeFileSync(
    join(out, `${templateId}.html`),
    renderInvitationPage({
      ...common,
      content: DEMO_CONTENT,
      assetUrl: demoAssetUrl('./assets/'),
      guest: {
        ...DEMO_GUEST,
        qrSvg:
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><path d="M0 0h2v2H0zM2 2h2v2H2z"/></svg>',
      },
      wishes: { items: DEMO_WISHES, moreHref: '?wishesPage=2#ucapan' },
      fontBaseUrl: './fonts/',
    }),
  );
  writeFileSync(
    join(out, `${templateId}-minimal.html`),
    renderInvitationPage({
      ...common,
      content: MINIMAL_CONTENT,
      assetUrl: demoAssetUrl('./assets/'),
      fontBaseUrl: './fonts/',
    }),
  );
}
process.stdout.write(`Demo pages written to ${out}\n`);
