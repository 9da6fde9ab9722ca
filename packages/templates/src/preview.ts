/**
 * What the editor's browser bundle imports: the view, the collection and the demo, without the
 * server-only document renderer (react-dom/server).
 */
export { TEMPLATES, TEMPLATE_IDS, getTemplate, isTemplateId } from './registry';
export { InvitationView, type TInvitationViewProps } from './view/invitation-view';
export { FONT_BASE_URL, fontFaceCss } from './fonts';
export { DEMO_CONTENT, DEMO_GUEST, DEMO_WISHES } from './demo/content';
export { demoAssetDataUrl, demoAssetUrl } from './demo/assets';
export type * from './types';
