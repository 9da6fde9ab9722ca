import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_INVITATION_MESSAGE, DEFAULT_REMINDER_MESSAGE } from '@undangin/shared/guests/messages';
import type { TGuest, TMessageSettings } from '@undangin/shared/guests/schemas';
import { initI18n } from '../../../lib/i18n';
import { MessageTemplatesDialog } from './message-templates-dialog';

beforeAll(async () => {
  await initI18n('id');
});
afterEach(cleanup);

const settings: TMessageSettings = {
  invitation: DEFAULT_INVITATION_MESSAGE,
  reminder: DEFAULT_REMINDER_MESSAGE,
  isDefault: true,
  context: {
    couple: 'Sekar & Dimas',
    events: [
      { id: 'akad', label: 'Akad Nikah', date: 'Sabtu, 14 Juni 2031 pukul 08.00 WIB', location: 'Masjid' },
      { id: 'resepsi', label: 'Resepsi', date: 'Sabtu, 14 Juni 2031 pukul 11.00 WIB', location: 'Pendopo' },
    ],
  },
};

const siti: TGuest = {
  id: 'g1',
  invitationId: 'i1',
  code: 'AbC',
  link: 'https://undangin.test/u/sekar-dimas/AbC',
  name: 'Siti Rahmawati',
  salutation: 'Ibu',
  phone: null,
  email: null,
  group: null,
  quota: 2,
  invitedEventIds: ['akad', 'resepsi'],
  notes: null,
  walkIn: false,
  sentAt: null,
  remindedAt: null,
  firstOpenedAt: null,
  openCount: 0,
  rsvp: [],
  rsvpPax: null,
  wishCount: 0,
  checkedInAt: null,
  checkedInPax: null,
  checkedInByName: null,
  createdAt: '2031-01-01T00:00:00.000Z',
};

function renderDialog() {
  render(
    <ThemeProvider theme={createTheme()}>
      <QueryClientProvider client={new QueryClient()}>
        <MessageTemplatesDialog invitationId="i1" settings={settings} guests={[siti]} onClose={() => {}} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

describe('Template pesan dialog', () => {
  it('offers the placeholder for all the guest’s events, with what it holds', () => {
    renderDialog();
    expect(
      screen.getByTitle('Semua acara tamu: nama, tanggal, jam dan tempatnya, satu per baris'),
    ).toHaveTextContent('{acara}');
  });

  it('previews the default invitation and reminder naming every event of the guest', async () => {
    renderDialog();
    const preview = screen.getByLabelText('Pratinjau pesan');
    expect(preview).toHaveTextContent('Akad Nikah: Sabtu, 14 Juni 2031 pukul 08.00 WIB 📍 Masjid');
    expect(preview).toHaveTextContent('Resepsi: Sabtu, 14 Juni 2031 pukul 11.00 WIB 📍 Pendopo');
    await userEvent.click(screen.getByRole('tab', { name: 'Pesan pengingat' }));
    expect(preview).toHaveTextContent('Akad Nikah: Sabtu, 14 Juni 2031 pukul 08.00 WIB 📍 Masjid');
    expect(preview).toHaveTextContent('Resepsi: Sabtu, 14 Juni 2031 pukul 11.00 WIB 📍 Pendopo');
  });
});
