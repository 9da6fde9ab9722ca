import { createHash } from 'node:crypto';
import type { TPageLanguage } from '@undangin/shared';
import {
  renderInvitationPage,
  type TFlash,
  type TPageGuest as TViewGuest,
  type TRenderPageOptions,
  type TRsvpState,
} from '@undangin/templates';
import { mediaUrl } from '../modules/invitations/media';
import { Lru } from '../lib/lru';
import { assemble, createMarkers, type TPieces, type TSlotValues } from './markers';
import { WISHES_PER_PAGE, type TPageGuest, type TPageInvitation } from './page-data';

export type TRenderInput = {
  invitation: TPageInvitation;
  locale: TPageLanguage;
  guest: TPageGuest | null;
  /** The answers shown on the form: the guest's, or the general link's browser's. */
  rsvp?: TRsvpState;
  flash?: TFlash;
  flashKey: string;
  wishesPage: number;
  wishes: { items: TPageInvitation['wishes']['items']; total: number };
  formToken: string;
  now: number;
};

/** Rendered pages kept in memory: one per invitation, language, minute and kind of guest. */
const PAGES_CACHED = 300;
const MINUTE = 60_000;

/**
 * Renders invitation pages for guests. A page is rendered once per invitation state, language, minute
 * and kind of guest (quota, events, answers), with markers for each guest's own values, and every
 * request fills the markers in (see markers.ts).
 */
export function createPageRenderer(appUrl: string) {
  const markers = createMarkers();
  const pages = new Lru<string, TPieces | 'whole'>(PAGES_CACHED);

  function moreHref(input: TRenderInput): string | undefined {
    if (input.wishes.total <= input.wishesPage * WISHES_PER_PAGE) return undefined;
    const lang = input.locale !== input.invitation.pageLanguage ? `&lang=${input.locale}` : '';
    return `?ucapan=${input.wishesPage + 1}${lang}#ucapan`;
  }

  function options(
    input: TRenderInput,
    values: TSlotValues,
    guest: TViewGuest | undefined,
  ): TRenderPageOptions {
    const { invitation } = input;
    const path = `/u/${invitation.slug}${guest ? `/${values.code}` : ''}`;
    const more = moreHref(input);
    return {
      content: invitation.content,
      templateId: invitation.component,
      theme: invitation.theme,
      slug: invitation.slug,
      status: 'published',
      locale: input.locale,
      assetUrl: mediaUrl,
      mode: 'public',
      guest,
      rsvp: input.rsvp,
      wishes: { items: input.wishes.items, ...(more ? { moreHref: more } : {}) },
      formToken: values.token,
      flags: { showMark: invitation.plan.allowance.showMark },
      flash: input.flash,
      pageUrl: `${appUrl}${path}`,
      now: Math.floor(input.now / MINUTE) * MINUTE,
    };
  }

  function viewGuest(guest: TPageGuest, values: TSlotValues): TViewGuest {
    return {
      name: values.name,
      ...(guest.salutation?.trim() ? { salutation: values.salutation } : {}),
      code: values.code,
      quota: guest.quota,
      invitedEventIds: guest.invitedEventIds,
      ...(guest.qrSvg ? { qrSvg: values.qr } : {}),
    };
  }

  // What sets one guest's page apart from another's besides the filled-in values, worked out once per
  // cached guest rather than on every open.
  const guestShapes = new WeakMap<TPageGuest, string>();

  function shapeOf(guest: TPageGuest | null, rsvp: TRsvpState | undefined): string {
    const known = guest && rsvp === guest.rsvp ? guestShapes.get(guest) : undefined;
    if (known) return known;
    const shape = createHash('sha1')
      .update(
        JSON.stringify([
          guest
            ? [guest.quota, guest.invitedEventIds, Boolean(guest.salutation?.trim()), Boolean(guest.qrSvg)]
            : null,
          rsvp ?? null,
        ]),
      )
      .digest('base64url');
    if (guest && rsvp === guest.rsvp) guestShapes.set(guest, shape);
    return shape;
  }

  function cacheKey(input: TRenderInput): string {
    return [
      input.invitation.id,
      input.invitation.stamp,
      input.invitation.component,
      input.locale,
      Math.floor(input.now / MINUTE),
      input.flashKey,
      input.wishesPage,
      shapeOf(input.guest, input.rsvp),
    ].join('|');
  }

  function slotValues(input: TRenderInput): TSlotValues {
    const guest = input.guest;
    return {
      name: guest?.name ?? '',
      salutation: guest?.salutation ?? '',
      code: guest?.code ?? '',
      token: input.formToken,
      qr: guest?.qrSvg ?? '',
    };
  }

  function renderDirect(input: TRenderInput): string {
    const values = slotValues(input);
    return renderInvitationPage(
      options(input, values, input.guest ? viewGuest(input.guest, values) : undefined),
    );
  }

  return {
    /**
     * The page's HTML, a key naming exactly this HTML (for caching its compressed form), and whether it
     * was assembled from cached pieces rather than rendered for this request.
     */
    render(input: TRenderInput): { body: Buffer; key: string; assembled: boolean } {
      const guest = input.guest;
      const values = slotValues(input);
      const key = cacheKey(input);
      const fullKey = `${key}|${guest ? `${guest.id}:${guest.name}:${guest.salutation ?? ''}:${guest.qrSvg?.length ?? 0}` : ''}|${input.formToken}`;
      let pieces = pages.get(key);
      if (pieces === undefined) {
        const marked: TSlotValues = {
          name: markers.marker('name'),
          salutation: markers.marker('salutation'),
          code: markers.marker('code'),
          token: markers.marker('token'),
          qr: markers.marker('qr'),
        };
        const html = renderInvitationPage(
          options(input, marked, guest ? viewGuest(guest, marked) : undefined),
        );
        pieces = markers.split(html) ?? 'whole';
        pages.set(key, pieces);
      }
      if (pieces === 'whole')
        return { body: Buffer.from(renderDirect(input), 'utf8'), key: fullKey, assembled: false };
      return { body: assemble(pieces, values), key: fullKey, assembled: true };
    },

    /** Renders without any cache: what a page must equal when assembled from pieces. */
    renderDirect,

    clear() {
      pages.clear();
    },
  };
}

export type TPageRenderer = ReturnType<typeof createPageRenderer>;
