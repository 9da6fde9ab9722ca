import { createHash } from 'node:crypto';
import { isRsvpOpen, type TPageLanguage } from '@undangin/shared';
import {
  renderInvitationPage,
  renderRsvpSection,
  type TFlash,
  type TPageGuest as TViewGuest,
  type TRenderPageOptions,
  type TRsvpState,
} from '@undangin/templates';
import { mediaUrl } from '../modules/invitations/media';
import { Lru } from '../lib/lru';
import { joinGzip, joinRaw, partOf, type TPart } from './gzip-parts';
import { createMarkers, partsOf, valuePart, type TPieces, type TSlotKind, type TSlotValues } from './markers';
import { WISHES_PER_PAGE, type TPageGuest, type TPageInvitation } from './page-data';
import { invitationShareImage } from './share-image';

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
/** RSVP sections with answers: one per respondent whose page was opened lately. */
const SECTIONS_CACHED = 5_000;
const MINUTE = 60_000;

/** A page ready to send: its bytes, and the same as gzip, joined from parts compressed beforehand. */
export type TRenderedPage = { body: Buffer; gzip: () => Buffer; assembled: boolean };

/** A page kept whole (not split), with its compressed form. */
export function wholePage(part: TPart): TRenderedPage {
  return { body: part.raw, gzip: () => joinGzip([part]), assembled: false };
}

/** A cached page: its pieces and the RSVP section without answers, or 'whole' when it cannot be split. */
type TCachedPage = { pieces: TPieces; blankSection?: TPieces } | 'whole';

/**
 * Renders invitation pages for guests. A page is rendered once per invitation state, language, minute
 * and kind of guest (quota, events), with markers for each guest's own values and for the RSVP section;
 * a respondent's section with their answers is rendered on its own, once; every request joins the
 * pieces with its values (see markers.ts), already compressed.
 */
export function createPageRenderer(appUrl: string) {
  const markers = createMarkers();
  const pages = new Lru<string, TCachedPage>(PAGES_CACHED);
  const sections = new Lru<string, TPieces | null>(SECTIONS_CACHED);
  const MARKED: TSlotValues = {
    name: markers.marker('name'),
    salutation: markers.marker('salutation'),
    code: markers.marker('code'),
    token: markers.marker('token'),
    qr: markers.marker('qr'),
  };

  function moreHref(input: TRenderInput): string | undefined {
    if (input.wishes.total <= input.wishesPage * WISHES_PER_PAGE) return undefined;
    const fallback = input.guest?.language ?? input.invitation.pageLanguage;
    const lang = input.locale !== fallback ? `&lang=${input.locale}` : '';
    return `?ucapan=${input.wishesPage + 1}${lang}#ucapan`;
  }

  function options(
    input: TRenderInput,
    values: TSlotValues,
    guest: TViewGuest | undefined,
    rsvp = input.rsvp,
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
      rsvp,
      questions: invitation.questions,
      wishes: { items: input.wishes.items, ...(more ? { moreHref: more } : {}) },
      formToken: values.token,
      flags: { showMark: invitation.plan.allowance.showMark },
      flash: input.flash,
      pageUrl: `${appUrl}${path}`,
      shareImage: invitationShareImage(appUrl, invitation),
      now: minuteOf(input.now),
    };
  }

  function viewGuest(guest: TPageGuest, values: TSlotValues): TViewGuest {
    return {
      name: values.name,
      ...(guest.salutation?.trim() ? { salutation: values.salutation } : {}),
      code: values.code,
      quota: guest.quota,
      invitedEventIds: guest.invitedEventIds,
      ...(guest.members.length > 0 ? { members: guest.members } : {}),
      ...(guest.qrSvg ? { qrSvg: values.qr } : {}),
    };
  }

  // Worked out once per cached guest (and answers) rather than on every open.
  const guestShapes = new WeakMap<TPageGuest, string>();
  const answerShapes = new WeakMap<TRsvpState, string>();
  const guestValues = new WeakMap<TPageGuest, Record<Exclude<TSlotKind, 'token'>, TPart>>();
  const tokenParts = new Map<string, TPart>();
  const hash = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('base64url');

  /** What sets one guest's page apart from another's besides the filled-in values and the answers. */
  function shapeOf(guest: TPageGuest | null): string {
    if (!guest) return 'general';
    let shape = guestShapes.get(guest);
    if (!shape) {
      shape = hash([
        guest.quota,
        guest.invitedEventIds,
        // A household's members are written into its form, so its page is its own.
        guest.members,
        Boolean(guest.salutation?.trim()),
        Boolean(guest.qrSvg),
      ]);
      guestShapes.set(guest, shape);
    }
    return shape;
  }

  function answersShapeOf(rsvp: TRsvpState): string {
    let shape = answerShapes.get(rsvp);
    if (!shape) {
      shape = hash(rsvp);
      answerShapes.set(rsvp, shape);
    }
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
      shapeOf(input.guest),
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

  /** Each value encoded and compressed, once per cached guest and per token. */
  function valueParts(input: TRenderInput): Record<TSlotKind, TPart> {
    const values = slotValues(input);
    const empty = input.guest ? undefined : GENERAL_VALUES;
    let own = empty ?? guestValues.get(input.guest!);
    if (!own) {
      own = {
        name: valuePart('name', values.name),
        salutation: valuePart('salutation', values.salutation),
        code: valuePart('code', values.code),
        qr: valuePart('qr', values.qr),
      };
      guestValues.set(input.guest!, own);
    }
    let token = tokenParts.get(values.token);
    if (!token) {
      if (tokenParts.size >= 1_000) tokenParts.clear();
      token = valuePart('token', values.token);
      tokenParts.set(values.token, token);
    }
    return { ...own, token };
  }

  function renderDirect(input: TRenderInput): string {
    const values = slotValues(input);
    return renderInvitationPage(
      options(input, values, input.guest ? viewGuest(input.guest, values) : undefined),
    );
  }

  /** The page without answers, with a marker where the RSVP section goes (when it has one). */
  function renderPieces(input: TRenderInput): TCachedPage {
    const marked = options(
      input,
      MARKED,
      input.guest ? viewGuest(input.guest, MARKED) : undefined,
      undefined,
    );
    let html = renderInvitationPage(marked);
    const section = renderRsvpSection(marked);
    const at = section ? html.indexOf(section) : -1;
    let blankSection: TPieces | undefined;
    if (at >= 0 && html.lastIndexOf(section) === at) {
      const split = markers.split(section);
      if (!split) return 'whole';
      blankSection = split;
      html = html.slice(0, at) + markers.marker('answers') + html.slice(at + section.length);
    } else if (section) return 'whole';
    const pieces = markers.split(html);
    return pieces ? { pieces, ...(blankSection ? { blankSection } : {}) } : 'whole';
  }

  /**
   * The RSVP section showing these answers, rendered once per respondent and page state. The clock
   * reaches the section only through whether the form is still open, so that, not the minute, is in
   * its key: a respondent's section outlives the minute the page around it is rendered for.
   */
  function answeredSection(input: TRenderInput, rsvp: TRsvpState): TPieces | null {
    const sectionKey = [
      input.invitation.id,
      input.invitation.stamp,
      input.invitation.component,
      input.locale,
      input.flashKey,
      shapeOf(input.guest),
      isRsvpOpen(input.invitation.content, minuteOf(input.now)),
      answersShapeOf(rsvp),
    ].join('|');
    let section = sections.get(sectionKey);
    if (section === undefined) {
      const marked = options(input, MARKED, input.guest ? viewGuest(input.guest, MARKED) : undefined, rsvp);
      section = markers.split(renderRsvpSection(marked));
      sections.set(sectionKey, section);
    }
    return section;
  }

  function whole(input: TRenderInput): TRenderedPage {
    return wholePage(partOf(Buffer.from(renderDirect(input), 'utf8')));
  }

  return {
    /**
     * The page, and whether it was joined from cached pieces rather than rendered for this request.
     * Its bytes and its gzip are joined only when asked for.
     */
    render(input: TRenderInput): TRenderedPage {
      const key = cacheKey(input);
      let page = pages.get(key);
      if (page === undefined) {
        page = renderPieces(input);
        pages.set(key, page);
      }
      if (page === 'whole') return whole(input);
      let section = page.blankSection;
      if (section && input.rsvp) {
        const answered = answeredSection(input, input.rsvp);
        if (!answered) return whole(input);
        section = answered;
      }
      const parts = partsOf(page.pieces, valueParts(input), section);
      return {
        get body() {
          return joinRaw(parts);
        },
        gzip: () => joinGzip(parts),
        assembled: true,
      };
    },

    /** Renders without any cache: what a page must equal when assembled from pieces. */
    renderDirect,
  };
}

const minuteOf = (now: number) => Math.floor(now / MINUTE) * MINUTE;

/** The general link's values: no guest, so no name, salutation, code or QR. */
const GENERAL_VALUES = {
  name: valuePart('name', ''),
  salutation: valuePart('salutation', ''),
  code: valuePart('code', ''),
  qr: valuePart('qr', ''),
};

export type TPageRenderer = ReturnType<typeof createPageRenderer>;
