import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { ScrollToTop } from './scroll-to-top';

beforeAll(async () => {
  await initI18n('id');
});
afterEach(() => {
  cleanup();
  window.scrollY = 0;
});

const button = () => screen.getByLabelText('Kembali ke atas');

describe('the scroll-to-top button', () => {
  it('appears past 200 px of scrolling and steps aside while someone types', async () => {
    render(
      <>
        <input aria-label="Nama tamu" />
        <ScrollToTop />
      </>,
    );
    await act(async () => {
      window.scrollY = 201;
      fireEvent.scroll(window);
    });
    expect(button()).toHaveAttribute('aria-hidden', 'false');
    act(() => screen.getByRole('textbox', { name: 'Nama tamu' }).focus());
    expect(button()).toHaveAttribute('aria-hidden', 'true');
    act(() => screen.getByRole('textbox', { name: 'Nama tamu' }).blur());
    expect(button()).toHaveAttribute('aria-hidden', 'false');
  });

  it('stays hidden at 200 px', async () => {
    render(<ScrollToTop />);
    await act(async () => {
      window.scrollY = 200;
      fireEvent.scroll(window);
    });
    expect(button()).toHaveAttribute('aria-hidden', 'true');
  });
});
