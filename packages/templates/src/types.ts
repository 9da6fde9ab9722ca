import type { ComponentType, ReactNode } from 'react';
import type {
  TAttendance,
  TRsvpQuestion,
  TRsvpQuestionAnswer,
  TRsvpAttendee,
  TImageWidth,
  TInvitationContentDraft,
  TInvitationEvent,
  TInvitationPerson,
  TInvitationSettings,
  TPageLanguage,
} from '@undangin/shared';
import type { dateParts } from './format';
import type { TDictionary } from './i18n';

export type TTemplateId =
  'jawa-klasik' | 'minimalis' | 'taman-bunga' | 'rustik' | 'geometri-islami' | 'elegan-gelap';
export type TTemplateTier = 'free' | 'premium';

/** Builds the URL of a stored file; `width` picks one of the WebP variants of an image. */
export type TAssetUrl = (key: string, width?: TImageWidth) => string;

export type TPageGuest = {
  name: string;
  salutation?: string;
  code: string;
  quota: number;
  /** The events this guest is invited to; empty or absent means all of them. */
  invitedEventIds?: string[];
  /** A household's named members; absent or empty for one person. */
  members?: { id: string; name: string }[];
  /** The guest's check-in QR code as an SVG document, shown as an image. */
  qrSvg?: string;
};

export type TRsvpState = {
  name?: string;
  message?: string;
  /** Per session; attendees name who comes (a household's members, plus-ones), null on older answers. */
  answers: Record<string, { attendance: TAttendance; pax: number; attendees?: TRsvpAttendee[] | null }>;
  /** The respondent's answers to the couple's questions, filled in when they open the page again. */
  questions?: TRsvpQuestionAnswer[];
};

export type TWishItem = {
  id?: string;
  name: string;
  message: string;
  attendance?: TAttendance;
  createdAt: string;
};

export type TWishesPage = {
  items: TWishItem[];
  /** Link to the next (older) page of wishes; absent on the last page. */
  moreHref?: string;
};

export type TPageFlags = {
  showMark: boolean;
  rsvpOpen: boolean;
  wishesEnabled: boolean;
};

export type TPageUrls = {
  rsvpAction: string;
  wishesAction: string;
  /** The guest's "Saya sudah transfer" report (personal links only). */
  giftAction: string;
  calendar: (eventId: string) => string;
  language: (locale: TPageLanguage) => string;
};

/** The answer to a form posted without JavaScript, shown beside that form after the redirect. */
export type TFlash = { form: 'rsvp' | 'wishes' | 'gift'; ok: boolean; message: string };

/**
 * The template record's palette and fonts (packages/shared ZTemplate). A colour that is not #RRGGBB, a
 * font that is not self-hosted, or a palette whose text fails WCAG AA is ignored: the design's own is used.
 */
export type TTemplateTheme = {
  palette?: Readonly<Record<string, string>>;
  fonts?: Readonly<Record<string, string>>;
};

export type TInvitationPageProps = {
  content: TInvitationContentDraft;
  templateId: string;
  /** The record's palette and fonts; absent, the design's own. */
  theme?: TTemplateTheme;
  slug: string;
  status: 'draft' | 'published' | 'expired';
  locale: TPageLanguage;
  assetUrl: TAssetUrl;
  /** 'preview' is the editor's phone frame: nothing submits and the cover does not lock the page. */
  mode?: 'public' | 'preview';
  guest?: TPageGuest;
  rsvp?: TRsvpState;
  /** The couple's own questions the RSVP form asks, in order. */
  questions?: TRsvpQuestion[];
  wishes?: TWishesPage;
  /** The hidden per-page token the anonymous form posts carry instead of the XSRF header. */
  formToken?: string;
  urls?: Partial<TPageUrls>;
  /** Computed from the content's settings (and now) when absent. */
  flags?: Partial<TPageFlags>;
  flash?: TFlash;
  /** Absolute URL of this page, for og:url and absolute image URLs. */
  pageUrl?: string;
  /** The instant the server renders at; the countdown starts from it. */
  now?: number;
};

/** A raster picture for link previews, with what Open Graph says of it. */
export type TShareImage = {
  /** Absolute: link previews do not resolve a relative one. */
  url: string;
  width: number;
  height: number;
  type: 'image/jpeg' | 'image/png';
};

export type TDocumentOptions = {
  /** Serve the client script from this URL instead of inlining it (for a strict CSP). */
  scriptSrc?: string;
  /** Nonce for the inline script when the CSP uses nonces. */
  cspNonce?: string;
  /** Where the woff2 files are served; defaults to /u/assets/fonts/. */
  fontBaseUrl?: string;
  /** Let search engines index this page; invitations carry names, so the default is no. */
  allowIndexing?: boolean;
  /** The link preview's picture; without one the page has no og:image (an SVG or WebP cover would not show). */
  shareImage?: TShareImage;
};

/** Everything a section needs, computed once from the props. */
export type TPageModel = {
  props: TInvitationPageProps;
  content: TInvitationContentDraft;
  t: TDictionary;
  locale: TPageLanguage;
  preview: boolean;
  first?: { role: 'bride' | 'groom'; person: TInvitationPerson };
  second?: { role: 'bride' | 'groom'; person: TInvitationPerson };
  /** "Anin & Raka": nicknames, or full names where a nickname is missing. */
  coupleShort: string;
  events: TInvitationEvent[];
  mainEvent?: TInvitationEvent;
  settings: TInvitationSettings;
  flags: TPageFlags;
  urls: TPageUrls;
  now: number;
};

export type TSectionProps = { m: TPageModel };

export type TDateParts = ReturnType<typeof dateParts>;

/** One event as a design's event list hands it to what the design draws beside the event's text. */
export type TEventAside = TSectionProps & {
  event: TInvitationEvent;
  index: number;
  /** The event's date split for a design's date block; absent when the event has no date yet. */
  date?: TDateParts;
};

/** How a design frames its events: the shared list (view/event-list.tsx) draws them inside it. */
export type TEventListDesign = {
  /** A programme read in order (an <ol>); a set of cards (a <ul>) otherwise. */
  ordered?: boolean;
  className: string;
  itemClassName: string;
  /** Wraps the event's text and links, for designs that set them beside a date or inside a second frame. */
  bodyClassName?: string;
  /** What a design draws ahead of the text: a date block, a star, an ornament. */
  aside?: (entry: TEventAside) => ReactNode;
};

export type TPalette = {
  background: string;
  surface: string;
  ink: string;
  muted: string;
  accent: string;
  accentInk: string;
  line: string;
  cover: string;
  coverInk: string;
};

export type TTemplateMeta = {
  id: TTemplateId;
  slug: TTemplateId;
  name: string;
  description: string;
  category: 'Tradisional' | 'Modern' | 'Floral' | 'Rustik' | 'Islami' | 'Elegan';
  tier: TTemplateTier;
  palette: TPalette;
  fonts: { display: string; body: string };
  /** A small drawing of the cover as an SVG document. */
  thumbnail: string;
};

/**
 * A design's own shade of a palette colour, set on its root rule (`.tpl-<id>{--name:…}`), for text the
 * palette's nine colours do not name (see theme.ts: it follows `from` when a record changes that colour,
 * or when a changed `on` colour leaves it below WCAG AA).
 */
export type TThemeVar = { name: string; from: keyof TPalette; on?: readonly (keyof TPalette)[] };

export type TTemplateDefinition = {
  meta: TTemplateMeta;
  css: string;
  /** Shades of the palette this design's CSS reads beyond the shared ones. */
  themeVars?: readonly TThemeVar[];
  Cover: ComponentType<TSectionProps>;
  /** The frame of the event list (view/event-list.tsx draws the events). */
  events: TEventListDesign;
  /** The gallery: the shared list through galleryList(), or a layout of the design's own. */
  Gallery: ComponentType<TSectionProps>;
  /** The small ornament under section titles. */
  Ornament: ComponentType;
  /** Opening words that suit the template (an Islamic greeting, say); the default is neutral. */
  greeting?: (m: TPageModel) => { salam?: string; lead: string; text: string; closing?: string };
};
