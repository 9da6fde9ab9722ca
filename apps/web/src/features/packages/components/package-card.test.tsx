import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TPackage } from '@undangin/shared/billing/schemas';
import { initI18n } from '../../../lib/i18n';
import { packageFixture } from '../../../test/package-fixture';
import { PackageCard } from './package-card';

beforeAll(async () => {
  await initI18n('id');
});
afterEach(cleanup);

const pkg = (extra: Partial<TPackage>): TPackage =>
  packageFixture({ id: 'p', isDefault: true, ...extra });

/** Renders one package's card and returns its comparison lines. */
function linesOf(card: TPackage) {
  render(
    <PackageCard pkg={card} current={false} offer={{ kind: 'current-free' }} canBuy busy={false} onChoose={() => {}} />,
  );
  return within(screen.getByRole('article', { name: card.name })).getAllByRole('listitem');
}

/** Each line's words, and the name a screen reader gives its icon. */
function expectLines(lines: HTMLElement[], expected: [icon: string, words: string][]) {
  expect(lines).toHaveLength(expected.length);
  expected.forEach(([icon, words], i) => {
    const line = within(lines[i]!);
    expect(line.getByText(words)).toBeInTheDocument();
    expect(line.getByRole('img', { name: icon })).toBeInTheDocument();
  });
}

describe('package comparison', () => {
  it('marks each line by what its words say: a benefit is included, a limit is not', () => {
    expectLines(linesOf(pkg({})), [
      ['Termasuk', 'Hingga 25 tamu'],
      ['Termasuk', 'Aktif 14 hari'],
      ['Tidak termasuk', 'Galeri foto'],
      ['Termasuk', 'Template gratis'],
      ['Tidak termasuk', 'Unggah musik sendiri'],
      ['Tidak termasuk', 'Buku tamu digital dengan check-in QR'],
      ['Tidak termasuk', 'Moderasi ucapan'],
      ['Tidak termasuk', 'Hapus tanda "dibuat dengan Undangin"'],
    ]);
  });

  it('includes the premium templates and the page without the mark when the package has them', () => {
    const lines = linesOf(
      pkg({
        name: 'Premium',
        galleryLimit: 20,
        templateTier: 'premium',
        musicUpload: true,
        qrCheckin: true,
        wishesModeration: true,
        showBranding: false,
      }),
    );
    expectLines(lines, [
      ['Termasuk', 'Hingga 25 tamu'],
      ['Termasuk', 'Aktif 14 hari'],
      ['Termasuk', '20 foto galeri'],
      ['Termasuk', 'Semua template, termasuk premium'],
      ['Termasuk', 'Unggah musik sendiri'],
      ['Termasuk', 'Buku tamu digital dengan check-in QR'],
      ['Termasuk', 'Moderasi ucapan'],
      ['Termasuk', 'Tanpa tanda "dibuat dengan Undangin"'],
    ]);
  });
});
