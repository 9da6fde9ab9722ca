import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_INVITATION_MESSAGE, DEFAULT_REMINDER_MESSAGE } from '@undangin/shared/guests/messages';
import type { TMessageSettings } from '@undangin/shared/guests/schemas';
import { initI18n } from '../../../lib/i18n';
import { guestFixture } from '../../../test/guest-fixture';
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
      {
        id: 'akad',
        label: 'Akad Nikah',
        date: 'Sabtu, 14 Juni 2031 pukul 08.00 WIB',
        location: 'Masjid',
        mapUrl: '',
      },
      {
        id: 'resepsi',
        label: 'Resepsi',
        date: 'Sabtu, 14 Juni 2031 pukul 11.00 WIB',
        location: 'Pendopo',
        mapUrl: '',
      },
    ],
    checkIn: false,
  },
};

const siti = guestFixture({ id: 'g1', invitedEventIds: ['akad', 'resepsi'] });

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
