// @jsxRuntime automatic
import { GIFT_LIMITS, GIFT_REPORT_FIELDS, hasDigitalEnvelope } from '@undangin/shared';
import type { TSectionProps, TTemplateDefinition } from '../types';
import { Field, PublicForm } from './forms';
import { Section } from './sections';

/**
 * "Saya sudah transfer": a guest on their personal link tells the couple they used the digital
 * envelope, with an optional amount and message. A plain form (it posts without JavaScript); what it
 * sends goes to the couple's gift book alone and is never shown on the page.
 */
export function GiftReportSection({ m, template }: TSectionProps & { template: TTemplateDefinition }) {
  if (!m.props.guest || !hasDigitalEnvelope(m.content)) return null;
  return (
    <Section id="transfer" className="inv-gift-report" title={m.t.giftReport} Ornament={template.Ornament}>
      <p>{m.t.giftReportText}</p>
      <PublicForm m={m} form="gift" guestPrefix={m.t.giftReportFor} submitLabel={m.t.sendGiftReport}>
        <Field id="gift-amount" label={m.t.giftAmount}>
          <input
            id="gift-amount"
            type="text"
            name={GIFT_REPORT_FIELDS.amount}
            inputMode="numeric"
            maxLength={20}
            placeholder={m.t.giftAmountHint}
            autoComplete="off"
          />
        </Field>
        <Field id="gift-message" label={m.t.giftMessage}>
          <textarea
            id="gift-message"
            name={GIFT_REPORT_FIELDS.message}
            rows={3}
            maxLength={GIFT_LIMITS.note}
          />
        </Field>
      </PublicForm>
    </Section>
  );
}
