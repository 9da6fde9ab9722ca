export { TEMPLATES, TEMPLATE_IDS, getTemplate, isTemplateId } from './registry';
export { renderInvitationPage, renderRsvpSection, type TRenderPageOptions } from './render';
export { resolveTheme, type TResolvedTheme } from './theme';
export { InvitationView, type TInvitationViewProps } from './view/invitation-view';
export { CLIENT_SCRIPT } from './client-script';
export {
  FONT_BASE_URL,
  FONT_FILES,
  TEMPLATE_FONTS,
  FONT_FAMILIES,
  fontFaceCss,
  fontStack,
  templateFontFiles,
  type TFontFile,
} from './fonts';
export { buildEventIcs, calendarPath, googleCalendarUrl, type TIcsOptions } from './calendar';
export { DICTIONARIES, dictionary, type TDictionary } from './i18n';
export { pageMeta, type TPageMeta } from './meta';
export { SHARE_IMAGE_SIZE, templateShareSvg } from './share-image';
export { DEMO_CONTENT, DEMO_GUEST, DEMO_WISHES, MINIMAL_CONTENT } from './demo/content';
export { DEMO_ASSETS, demoAssetDataUrl, demoAssetUrl } from './demo/assets';
export type * from './types';
export { UNAVAILABLE_STATUS, renderUnavailablePage, type TUnavailableReason } from './unavailable';
export {
  renderHomePage,
  type THomePackage,
  type THomePageInput,
  type THomeTemplate,
} from './home/home-page';
export { renderScreenClosedPage, renderScreenPage } from './screen/screen-page';
export { SCREEN_SCRIPT } from './screen/screen-script';
