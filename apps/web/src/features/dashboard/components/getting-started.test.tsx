import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { GettingStarted } from './getting-started';

beforeAll(async () => {
  await initI18n('id');
});
afterEach(cleanup);

describe('the administrator’s setup checklist', () => {
  it('names what is left, leads to the screen where it is done, and names the setting where there is none', () => {
    render(
      <MemoryRouter>
        <GettingStarted
          kind="setup"
          steps={[
            { key: 'bankAccount', done: false },
            { key: 'paidPackage', done: true },
            { key: 'mail', done: false },
            { key: 'publicAddress', done: true },
          ]}
        />
      </MemoryRouter>,
    );
    const checklist = screen.getByRole('region', { name: 'Siapkan Undangin' });
    expect(within(checklist).getByText('2 dari 4 langkah selesai')).toBeInTheDocument();
    expect(within(checklist).getByRole('link', { name: 'Mulai: Rekening tujuan transfer' })).toHaveAttribute(
      'href',
      '/packages',
    );
    expect(within(checklist).queryByRole('link', { name: 'Mulai: Email keluar' })).toBeNull();
    expect(within(checklist).getByText(/Isi SMTP_URL di konfigurasi server/)).toBeInTheDocument();
  });

  it('shows nothing for a couple, who has no setup to do', () => {
    const { container } = render(
      <MemoryRouter>
        <GettingStarted kind="setup" steps={[]} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
