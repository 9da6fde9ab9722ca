import { describe, expect, it } from 'vitest';
import { matchPages, normalize } from './match-pages';

const pages = [
  { key: 'guests', title: 'guests:title', to: '/guests', action: 'read', subject: 'guest' },
  { key: 'users', title: 'users:title', to: '/users', action: 'read', subject: 'user' },
  { key: 'payments', title: 'payments:title', to: '/payments', action: 'read', subject: 'dashboard' },
];
const titles: Record<string, string> = {
  'guests:title': 'Kelola Tamu Undangan',
  'users:title': 'Manage User',
  'payments:title': 'Konfirmasi Pembayaran',
};
const translate = (key: string) => titles[key] ?? key;

describe('page search', () => {
  it('finds pages by every word of their translated title', () => {
    const found = matchPages(pages, 'tamu kelola', translate, () => true);
    expect(found.map((p) => p.key)).toEqual(['guests']);
  });

  it('offers only pages the user may open', () => {
    const can = (_a?: string, subject?: string) => subject !== 'user';
    expect(matchPages(pages, '', translate, can).map((p) => p.key)).toEqual(['guests', 'payments']);
    expect(matchPages(pages, 'manage', translate, can)).toEqual([]);
  });

  it('ignores case and accents', () => {
    expect(normalize('Konfirmasí')).toBe('konfirmasi');
    expect(matchPages(pages, 'PEMBAYARAN', translate, () => true).map((p) => p.key)).toEqual(['payments']);
  });
});
