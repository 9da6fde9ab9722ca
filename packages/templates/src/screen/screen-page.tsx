// @jsxRuntime automatic
import { renderToStaticMarkup } from 'react-dom/server';
import { RTL_LOCALES, type TLocale, type TScreenWall } from '@undangin/shared';
import { fontFaceRules, fontStack } from '../fonts';
import { getTemplate } from '../registry';
import { resolveTheme } from '../theme';
import type { TPalette, TTemplateTheme } from '../types';
import { SCREEN_SCRIPT } from './screen-script';
import { SCREEN_TEXTS } from './texts';

/**
 * Layar Sapa's page: a full screen for a TV or a projector in the invitation's own colours and fonts.
 * Flexbox and plain colours only (no grid, no custom properties), so the old browsers of cheap smart TVs
 * lay it out; sizes follow the screen (vw/vh), read from across a hall.
 */

export type TScreenPageInput = {
  locale: TLocale;
  /** The invitation's template and the record's palette and fonts over it. */
  component: string;
  theme: TTemplateTheme;
  couple: string;
  wall: TScreenWall;
  /** Where the page listens for arrivals and wall changes. */
  eventsUrl: string;
};

function css(palette: TPalette, display: string, body: string): string {
  const p = palette;
  return [
    `html,body{margin:0;height:100%;overflow:hidden;background:${p.background};color:${p.ink};font-family:${body}}`,
    '[hidden]{display:none!important}',
    '.screen{display:flex;flex-direction:column;height:100vh;box-sizing:border-box;padding:3vh 3vw}',
    '.head{text-align:center;margin:0 0 2vh}',
    `.eyebrow{margin:0;font-size:1.5vw;letter-spacing:.3em;text-transform:uppercase;color:${p.muted}}`,
    `.couple{margin:.5vh 0 0;font-family:${display};font-weight:400;font-size:4.6vw;line-height:1.15;color:${p.accent}}`,
    '.wall{flex:1;display:flex;min-height:0}',
    `.photo{flex:0 0 38%;margin:0 1vw;border-radius:1vw;overflow:hidden;background:${p.surface}}`,
    '.photo img{display:block;width:100%;height:100%;object-fit:cover}',
    '.wishes{flex:1;display:flex;flex-direction:column;min-width:0;margin:0 1vw}',
    `.wishes h2{margin:0 0 2vh;font-family:${display};font-weight:400;font-size:2.6vw;color:${p.ink}}`,
    '.list{list-style:none;margin:0;padding:0}',
    `.wish{margin:0 0 2vh;padding:2vh 2vw;border:.2vw solid ${p.line};border-radius:1vw;background:${p.surface}}`,
    `.wish.new{border-color:${p.accent}}`,
    '.msg{margin:0;font-size:1.8vw;line-height:1.4;max-height:7.6vw;overflow:hidden;overflow-wrap:break-word}',
    `.from{margin:1vh 0 0;font-size:1.4vw;font-weight:600;color:${p.muted}}`,
    `.empty{font-size:1.8vw;color:${p.muted}}`,
    `.greeting{position:fixed;top:0;right:0;bottom:0;left:0;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:5vw;text-align:center;background:${p.cover};color:${p.coverInk}}`,
    '.greeting.in{animation:layar-in .6s ease-out}',
    '@keyframes layar-in{from{opacity:0;transform:scale(.96)}to{opacity:1;transform:none}}',
    '@media (prefers-reduced-motion:reduce){.greeting.in{animation:none}}',
    '.greeting h2{margin:0;font-weight:400}',
    '.welcome{display:block;font-size:3.4vw}',
    `.guest{display:block;margin:3vh 0;font-family:${display};font-size:6.4vw;line-height:1.15;overflow-wrap:break-word}`,
    '.thanks{margin:0;font-size:2.4vw}',
    `.connection{position:fixed;bottom:2vh;left:50%;margin:0 0 0 -15vw;width:30vw;padding:1vh 1vw;border-radius:1vw;text-align:center;font-size:1.3vw;background:${p.ink};color:${p.background}}`,
    '.closed{display:flex;height:100vh;align-items:center;justify-content:center;padding:0 10vw;text-align:center}',
    '.closed h1{font-weight:400;font-size:3vw;margin:0 0 2vh}.closed p{font-size:1.8vw;margin:0}',
  ].join('\n');
}

/** The JSON the script reads, safe inside a script element: no `<` can close it early. */
function stateJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function renderScreenPage(input: TScreenPageInput): string {
  const texts = SCREEN_TEXTS[input.locale];
  const template = getTemplate(input.component);
  const theme = resolveTheme(template, input.theme);
  const display = fontStack(theme.fonts.display);
  const style = `${fontFaceRules(theme.faces)}\n${css(theme.palette, display, fontStack(theme.fonts.body))}`;
  const state = { events: input.eventsUrl, wall: input.wall, texts: { reconnecting: texts.reconnecting } };
  const page = (
    <html lang={input.locale} dir={RTL_LOCALES.includes(input.locale) ? 'rtl' : 'ltr'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{input.couple ? `${texts.title} · ${input.couple}` : texts.title}</title>
        <style dangerouslySetInnerHTML={{ __html: style }} />
      </head>
      <body>
        <main id="layar-main" className="screen" aria-busy="true">
          <header className="head">
            <p className="eyebrow">{texts.eyebrow}</p>
            <h1 className="couple">{input.couple}</h1>
          </header>
          <div className="wall">
            <figure id="layar-photo" className="photo" hidden>
              <img alt={texts.photo} />
            </figure>
            <section className="wishes" aria-labelledby="layar-wishes-title">
              <h2 id="layar-wishes-title">{texts.wishes}</h2>
              <ul
                id="layar-wishes"
                className="list"
                aria-live="polite"
                aria-labelledby="layar-wishes-title"
              />
              <p id="layar-empty" className="empty">
                {texts.noWishes}
              </p>
            </section>
          </div>
        </main>
        <div id="layar-greeting" className="greeting" role="status" aria-live="assertive" hidden>
          <h2>
            <span className="welcome">{texts.welcome}</span> <span id="layar-guest" className="guest" />
          </h2>
          <p className="thanks">{texts.thanks}</p>
        </div>
        <p id="layar-connection" className="connection" role="status" hidden />
        <div id="layar-closed" className="closed" hidden>
          <div>
            <h1>{texts.closedTitle}</h1>
            <p>{texts.closed}</p>
          </div>
        </div>
        <script
          type="application/json"
          id="layar-data"
          dangerouslySetInnerHTML={{ __html: stateJson(state) }}
        />
        <script dangerouslySetInnerHTML={{ __html: SCREEN_SCRIPT }} />
      </body>
    </html>
  );
  return `<!doctype html>${renderToStaticMarkup(page)}`;
}

/** What an unknown or revoked link opens: the same words the screen shows when its link is revoked. */
export function renderScreenClosedPage(locale: TLocale): string {
  const texts = SCREEN_TEXTS[locale];
  const style =
    'html,body{margin:0;height:100%;background:#f6f1e7;color:#2f2a24;font-family:Georgia,serif}' +
    '.closed{display:flex;height:100vh;align-items:center;justify-content:center;padding:0 10vw;text-align:center}' +
    '.closed h1{font-weight:400;font-size:2rem;margin:0 0 1rem}.closed p{font-size:1.2rem;margin:0}';
  const page = (
    <html lang={locale} dir={RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{texts.closedTitle}</title>
        <style dangerouslySetInnerHTML={{ __html: style }} />
      </head>
      <body>
        <main className="closed">
          <div>
            <h1>{texts.closedTitle}</h1>
            <p>{texts.closed}</p>
          </div>
        </main>
      </body>
    </html>
  );
  return `<!doctype html>${renderToStaticMarkup(page)}`;
}
