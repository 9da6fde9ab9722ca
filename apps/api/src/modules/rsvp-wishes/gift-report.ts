import { GIFT_REPORT_FIELDS, hasDigitalEnvelope, ZGiftReport } from '@undangin/shared';
import { PENDING_REPORTS_PER_GUEST, reportTransfer } from '../guests/gift-book/service';
import type { TRsvpWishesContext } from './context';
import { statusText } from './messages';
import * as form from './public-form';

/**
 * "Saya sudah transfer" on a guest's personal page: taken only from a guest known by their code and
 * only while the page shows a digital envelope. It goes to the couple's gift book, unconfirmed, and
 * is never shown on any page.
 */
export async function submitGiftReport(
  ctx: TRsvpWishesContext,
  input: form.TPublicFormInput,
): Promise<form.TPublicFormResult> {
  if (input.slug === form.DEMO_SLUG) return form.demoAnswer('gift-demo', input.body);
  const { invitation, lang, content } = await form.openForm(ctx, input, 'gift');
  const code = input.body[GIFT_REPORT_FIELDS.guestCode];
  const guest = await form.resolveGuest(ctx, invitation.id, typeof code === 'string' ? code : undefined);
  if (!guest || !hasDigitalEnvelope(content)) {
    throw new form.PublicFormError(404, statusText('gift-closed', lang), 'gift-closed', {
      code: 'GIFT_REPORT_CLOSED',
    });
  }
  const parsed = ZGiftReport.safeParse(input.body);
  if (!parsed.success) throw form.invalidForm(parsed.error.issues, 'gift-invalid', lang);
  const taken = await reportTransfer(ctx.db, ctx.now, {
    invitation: { id: invitation.id, userId: invitation.userId },
    guest: { id: guest.id, name: guest.name },
    report: parsed.data,
  });
  if (!taken) {
    // The couple has not looked at this guest's earlier reports yet; more would only flood the book.
    throw new form.PublicFormError(429, statusText('gift-limited', lang), 'gift-limited', {
      code: 'GIFT_REPORTS_WAITING',
      errors: {
        _: [`Sudah ada ${PENDING_REPORTS_PER_GUEST} kabar transfer yang menunggu konfirmasi mempelai`],
      },
    });
  }
  return {
    status: 'gift-saved',
    locale: lang,
    message: statusText('gift-saved', lang),
    guestCode: guest.code,
  };
}
