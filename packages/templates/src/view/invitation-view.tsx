// @jsxRuntime automatic
import { fontFaceRules } from '../fonts';
import { getTemplate } from '../registry';
import { BASE_CSS } from '../styles/base-css';
import { resolveTheme } from '../theme';
import type { TInvitationPageProps, TTemplateDefinition } from '../types';
import { RsvpSection, WishesSection } from './forms';
import { GiftReportSection } from './gift-report';
import { buildModel } from './model';
import {
  ClosingSection,
  CoupleSection,
  DressCodeSection,
  EventsSection,
  GallerySection,
  GiftsSection,
  GuestQrSection,
  LanguageSwitch,
  LiveStreamSection,
  LoveStorySection,
  MusicControl,
  QuoteSection,
  StatusBanner,
  TurutMengundangSection,
} from './sections';

export type TInvitationViewProps = TInvitationPageProps & {
  /**
   * Include the template's CSS (and @font-face rules pointing at `fontBaseUrl`) inside the view, as the
   * editor preview needs; the public document puts them in its head instead.
   */
  withStyles?: boolean;
  fontBaseUrl?: string;
};

/** The view's own styles: the faces it uses, the shared layout, the design and the record's palette and fonts. */
function themedCss(
  template: TTemplateDefinition,
  theme: TInvitationPageProps['theme'],
  fontBaseUrl: string | undefined,
): string {
  const resolved = resolveTheme(template, theme);
  return `${fontFaceRules(resolved.faces, fontBaseUrl)}\n${BASE_CSS}\n${template.css}${resolved.css ? `\n${resolved.css}` : ''}`;
}

/** The whole invitation page: rendered to HTML for guests and inside a phone frame in the editor. */
export function InvitationView({ withStyles = true, fontBaseUrl, ...props }: TInvitationViewProps) {
  const template = getTemplate(props.templateId);
  const m = buildModel(props);
  const { Cover } = template;
  return (
    <div
      className={`inv tpl-${template.meta.id}${m.preview ? ' inv-preview' : ''}`}
      lang={m.locale}
      data-inv=""
      data-copied={m.t.copied}
      data-sending={m.t.sending}
      data-failed={m.t.failed}
    >
      {withStyles && (
        <style
          dangerouslySetInnerHTML={{
            __html: themedCss(template, props.theme, fontBaseUrl),
          }}
        />
      )}
      <StatusBanner m={m} />
      <LanguageSwitch m={m} />
      <Cover m={m} />
      <main id="mulai" tabIndex={-1}>
        <CoupleSection m={m} template={template} />
        <QuoteSection m={m} />
        <EventsSection m={m} template={template} />
        <GuestQrSection m={m} template={template} />
        <LiveStreamSection m={m} template={template} />
        <DressCodeSection m={m} template={template} />
        <LoveStorySection m={m} template={template} />
        <GallerySection m={m} template={template} />
        <RsvpSection m={m} template={template} />
        <WishesSection m={m} template={template} />
        <GiftsSection m={m} template={template} />
        <GiftReportSection m={m} template={template} />
        <TurutMengundangSection m={m} template={template} />
      </main>
      <ClosingSection m={m} template={template} />
      <MusicControl m={m} />
    </div>
  );
}
