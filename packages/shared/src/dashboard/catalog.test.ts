import { describe, expect, it } from 'vitest';
import { DASHBOARD_CARD_LABELS } from './catalog';

/**
 * Two cards count openings: every time the page is opened, and each guest who opened their own link.
 * Their labels must say which, or the couple reads the same figure twice (issue 15, item 12).
 */
describe('the dashboard catalogue', () => {
  it('says what each opening figure counts: times the page was opened, and guests who opened theirs', () => {
    expect(DASHBOARD_CARD_LABELS['invitations.opens']).toBe('Halaman undangan dibuka (kali)');
    expect(DASHBOARD_CARD_LABELS['guests.opened']).toBe('Tamu yang sudah membuka undangan');
  });

  it('gives no two cards the same label', () => {
    const labels = Object.values(DASHBOARD_CARD_LABELS);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
