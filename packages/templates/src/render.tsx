// @jsxRuntime automatic
import { renderToStaticMarkup } from 'react-dom/server';
import { CLIENT_SCRIPT } from './client-script';
import { FONT_BASE_URL, fontFaceRules } from './fonts';
import { pageMeta } from './meta';
import { getTemplate } from './registry';
import { BASE_CSS } from './styles/base-css';
import { resolveTheme } from './theme';
import type { TDocumentOptions, TInvitationPageProps } from './types';
import { RsvpSection } from './view/forms';
import { InvitationView } from './view/invitation-view';
import { buildModel } from './view/model';

/** Page-level rules that only the full document may set (the preview must not touch the dashboard's html). */
const DOCUMENT_CSS = `html,body{margin:0;background:var(--page-bg,#fff)}html.inv-locked,html.inv-locked body{overflow:hidden;height:100%}@media (prefers-reduced-motion:no-preference){html{scroll-behavior:smooth}}`;

export type TRenderPageOptions = TInvitationPageProps & TDocumentOptions;

/** The complete HTML document of a public invitation page: markup, CSS and the one small script. */
export function renderInvitationPage(options: TRenderPageOptions): string {
  const {
    scriptSrc,
    cspNonce,
    fontBaseUrl = FONT_BASE_URL,
    allowIndexing = false,
    shareImage,
    ...props
  } = options;
  const template = getTemplate(props.templateId);
  const m = buildModel(props);
  const meta = pageMeta(m, shareImage);
  const image = meta.image;
  const theme = resolveTheme(template, props.theme);
  const css = `${fontFaceRules(theme.faces, fontBaseUrl)}\n${DOCUMENT_CSS}\nbody{--page-bg:${theme.palette.background}}\n${BASE_CSS}\n${template.css}${theme.css ? `\n${theme.css}` : ''}`;
  const document = (
    <html lang={m.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        {!allowIndexing && <meta name="robots" content="noindex, nofollow" />}
        <meta name="theme-color" content={theme.palette.cover} />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content="Undangin" />
        <meta property="og:locale" content={m.locale === 'en' ? 'en_US' : 'id_ID'} />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        {meta.url && <meta property="og:url" content={meta.url} />}
        {image && (
          <>
            <meta property="og:image" content={image.url} />
            <meta property="og:image:type" content={image.type} />
            <meta property="og:image:width" content={String(image.width)} />
            <meta property="og:image:height" content={String(image.height)} />
            <meta property="og:image:alt" content={meta.imageAlt} />
          </>
        )}
        <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
        <meta name="twitter:title" content={meta.title} />
        <meta name="twitter:description" content={meta.description} />
        {image && <meta name="twitter:image" content={image.url} />}
        {image && <meta name="twitter:image:alt" content={meta.imageAlt} />}
        <link
          rel="preload"
          href={`${fontBaseUrl}${theme.preload.file}`}
          as="font"
          type="font/woff2"
          crossOrigin=""
        />
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body>
        <InvitationView {...props} withStyles={false} />
        {scriptSrc ? (
          <script src={scriptSrc} defer />
        ) : (
          <script nonce={cspNonce} dangerouslySetInnerHTML={{ __html: CLIENT_SCRIPT }} />
        )}
      </body>
    </html>
  );
  return `<!doctype html>${renderToStaticMarkup(document)}`;
}

/**
 * The RSVP section alone, as renderInvitationPage writes it inside the page: the only part that shows a
 * respondent's answers, so a server can keep the rest of a page and render just this per respondent.
 */
export function renderRsvpSection(options: TRenderPageOptions): string {
  const {
    scriptSrc: _s,
    cspNonce: _n,
    fontBaseUrl: _f,
    allowIndexing: _a,
    shareImage: _i,
    ...props
  } = options;
  return renderToStaticMarkup(<RsvpSection m={buildModel(props)} template={getTemplate(props.templateId)} />);
}
