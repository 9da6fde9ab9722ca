// @jsxRuntime automatic
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  formatRupiah,
  HOME_PAGE_PATH,
  LOCALES,
  RTL_LOCALES,
  type TLocale,
  type TPackage,
  type TTemplate,
} from '@undangin/shared';
import type { TShareImage } from '../types';
import { HOME_CSS } from './home-css';
import { counted, HOME_TEXTS, type THomeTexts } from './texts';

export type THomeTemplate = Pick<
  TTemplate,
  'slug' | 'name' | 'description' | 'category' | 'tier' | 'component' | 'thumbnailUrl' | 'demoUrl'
>;

export type THomePackage = Pick<
  TPackage,
  | 'code'
  | 'name'
  | 'description'
  | 'price'
  | 'guestLimit'
  | 'activeDays'
  | 'galleryLimit'
  | 'templateTier'
  | 'musicUpload'
  | 'qrCheckin'
  | 'wishesModeration'
  | 'showBranding'
>;

export type THomePageInput = {
  locale: TLocale;
  /** The active templates, in the collection's order. */
  templates: THomeTemplate[];
  /** The packages on sale, in the administrators' order. */
  packages: THomePackage[];
  /** The public address, for the canonical link and Open Graph. */
  appUrl: string;
  year: number;
  /** The link preview's picture (a template's drawing as a JPEG): WhatsApp shows an SVG as nothing. */
  shareImage?: TShareImage;
};

const LANGUAGE_NAMES: Record<TLocale, string> = { id: 'Bahasa Indonesia', en: 'English', ar: 'العربية' };

const named = (text: string, name: string) => text.replace('{name}', name);

/** The page in one language: Indonesian is the plain address, the others carry `?lang=`. */
const pathIn = (locale: TLocale) => (locale === 'id' ? HOME_PAGE_PATH : `${HOME_PAGE_PATH}?lang=${locale}`);

/** What a package gives, as the dashboard's package cards list it: its limits, then what it includes. */
function packageLines(t: THomeTexts, pkg: THomePackage): string[] {
  const p = t.packages;
  return [
    counted(t, p.guests, pkg.guestLimit),
    counted(t, p.days, pkg.activeDays),
    ...(pkg.galleryLimit > 0 ? [counted(t, p.gallery, pkg.galleryLimit)] : []),
    pkg.templateTier === 'premium' ? p.premiumTemplates : p.freeTemplates,
    ...(pkg.musicUpload ? [p.music] : []),
    ...(pkg.qrCheckin ? [p.qrCheckin] : []),
    ...(pkg.wishesModeration ? [p.moderation] : []),
    ...(pkg.showBranding ? [] : [p.withoutMark]),
  ];
}

// What administrators wrote is in Indonesian whatever the page's language: dir="auto" keeps it
// left to right, full stop and all, on the Arabic page.
function TemplateCard({ t, template }: { t: THomeTexts; template: THomeTemplate }) {
  return (
    <li className="card">
      <img
        src={template.thumbnailUrl}
        alt={named(t.templates.thumbnailAlt, template.name)}
        width={120}
        height={160}
        loading="lazy"
        decoding="async"
      />
      <div className="body">
        <h3 dir="auto">{template.name}</h3>
        <span className="meta" dir="auto">
          {template.category}
        </span>
        <span>
          <span className="tag">{t.templates.tier[template.tier]}</span>
        </span>
        {template.description && <p dir="auto">{template.description}</p>}
        <a className="more" href={template.demoUrl} aria-label={named(t.templates.demoNamed, template.name)}>
          {t.templates.demo}
        </a>
      </div>
    </li>
  );
}

function PackageCard({ t, pkg }: { t: THomeTexts; pkg: THomePackage }) {
  return (
    <li className="card">
      <h3 dir="auto">{pkg.name}</h3>
      <p className="price">{pkg.price === 0 ? t.packages.free : formatRupiah(pkg.price)}</p>
      {pkg.description && <p dir="auto">{pkg.description}</p>}
      <ul>
        {packageLines(t, pkg).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </li>
  );
}

/** A titled section of cards (the templates, the packages), reachable from the top by its id. */
function CardSection({
  id,
  kind,
  words,
  children,
}: {
  id: string;
  kind: 'templates' | 'packages';
  words: { heading: string; intro: string };
  children: ReactNode;
}) {
  return (
    <section className="wrap" id={id} aria-labelledby={`${id}-judul`}>
      <h2 id={`${id}-judul`}>{words.heading}</h2>
      <p className="intro">{words.intro}</p>
      <ul className={`grid ${kind}`}>{children}</ul>
    </section>
  );
}

function HomePage({ locale, templates, packages, appUrl, year, shareImage }: THomePageInput) {
  const t = HOME_TEXTS[locale];
  const url = `${appUrl}${pathIn(locale)}`;
  return (
    <html lang={locale} dir={RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{t.title}</title>
        <meta name="description" content={t.description} />
        <link rel="canonical" href={url} />
        {LOCALES.map((other) => (
          <link key={other} rel="alternate" hrefLang={other} href={`${appUrl}${pathIn(other)}`} />
        ))}
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content="Undangin" />
        <meta property="og:title" content={t.title} />
        <meta property="og:description" content={t.description} />
        <meta property="og:url" content={url} />
        <meta property="og:locale" content={t.ogLocale} />
        {shareImage && (
          <>
            <meta property="og:image" content={shareImage.url} />
            <meta property="og:image:type" content={shareImage.type} />
            <meta property="og:image:width" content={String(shareImage.width)} />
            <meta property="og:image:height" content={String(shareImage.height)} />
            <meta property="og:image:alt" content={t.shareAlt} />
          </>
        )}
        <meta name="twitter:card" content={shareImage ? 'summary_large_image' : 'summary'} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style dangerouslySetInnerHTML={{ __html: HOME_CSS }} />
      </head>
      <body>
        <a className="skip" href="#isi">
          {t.skip}
        </a>
        <header>
          <div className="wrap">
            <a className="brand" href={pathIn(locale)}>
              undangin<span aria-hidden="true">.</span>
            </a>
            <nav aria-label={t.account}>
              <ul>
                <li>
                  <a className="btn quiet" href="/login">
                    {t.login}
                  </a>
                </li>
                <li>
                  <a className="btn main" href="/register">
                    {t.register}
                  </a>
                </li>
              </ul>
            </nav>
          </div>
        </header>
        <main id="isi">
          <div className="wrap hero">
            <p className="eyebrow">{t.hero.eyebrow}</p>
            <h1>{t.hero.heading}</h1>
            <p className="lead">{t.hero.lead}</p>
            <div className="actions">
              <a className="btn main" href="/register">
                {t.register}
              </a>
              {templates.length > 0 && (
                <a className="btn quiet" href="#template">
                  {t.hero.templates}
                </a>
              )}
              {packages.length > 0 && (
                <a className="btn quiet" href="#harga">
                  {t.hero.prices}
                </a>
              )}
            </div>
          </div>
          <section className="wrap" aria-labelledby="cara">
            <h2 id="cara">{t.steps.heading}</h2>
            <ol className="grid steps">
              {t.steps.items.map((step) => (
                <li key={step.title}>
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                </li>
              ))}
            </ol>
          </section>
          {templates.length > 0 && (
            <CardSection id="template" kind="templates" words={t.templates}>
              {templates.map((template) => (
                <TemplateCard key={template.slug} t={t} template={template} />
              ))}
            </CardSection>
          )}
          {packages.length > 0 && (
            <CardSection id="harga" kind="packages" words={t.packages}>
              {packages.map((pkg) => (
                <PackageCard key={pkg.code} t={t} pkg={pkg} />
              ))}
            </CardSection>
          )}
          <section className="wrap" aria-labelledby="mulai">
            <div className="cta">
              <h2 id="mulai">{t.cta.heading}</h2>
              <p>{t.cta.text}</p>
              <div className="actions">
                <a className="btn main" href="/register">
                  {t.register}
                </a>
              </div>
              <p>
                {t.cta.haveAccount} <a href="/login">{t.login}</a>
              </p>
            </div>
          </section>
        </main>
        <footer>
          <div className="wrap">
            <p>
              © {year} Undangin · {t.footer.tagline}
            </p>
            <nav aria-label={t.footer.languages}>
              <ul>
                {LOCALES.map((other) => (
                  <li key={other}>
                    <a
                      href={pathIn(other)}
                      lang={other}
                      hrefLang={other}
                      aria-current={other === locale ? 'page' : undefined}
                    >
                      {LANGUAGE_NAMES[other]}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </footer>
      </body>
    </html>
  );
}

/**
 * The visitors' home page (/beranda): what Undangin does, the templates with their live demos, the
 * packages with their prices, and the way to register. Plain HTML and one stylesheet, no script.
 */
export function renderHomePage(input: THomePageInput): string {
  return `<!doctype html>${renderToStaticMarkup(<HomePage {...input} />)}`;
}
