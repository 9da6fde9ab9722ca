import type { APIRequestContext, Page } from '@playwright/test';
import { apiCall, apiLogin } from './api';
import { upgradeToPremium } from './premium';
import { signInAsNewUser } from './shell';

/** A day about half a year ahead, so RSVP stays open whenever this runs. */
export function weddingDay(): string {
  return new Date(Date.now() + 180 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * The couple's published invitation with an akad and a reception (both WIB), seeded through the API as
 * the editor saves it, on the Premium package that includes the QR guest book, so a journey stays
 * about the guests. Its own API context, so the browser's session stays the couple's.
 */
export async function seedPublishedInvitation(
  request: APIRequestContext,
  email: string,
  password: string,
  suffix: string,
): Promise<{ slug: string; invitationId: string; token: string }> {
  const { accessToken: token } = await apiLogin(request, email, password);
  const templates = await apiCall<{ data: { id: string; tier: string }[] }>(
    request,
    'GET',
    '/api/templates',
    { token },
  );
  const template = templates.data.find((row) => row.tier === 'free');
  if (!template) throw new Error('No free template to publish with');
  const date = weddingDay();
  const slug = `sekar-dimas-${suffix}`;
  const created = await apiCall<{ id: string }>(request, 'POST', '/api/invitations', {
    token,
    data: {
      slug,
      templateId: template.id,
      content: {
        couple: {
          bride: { fullName: 'Sekar Ayuningtyas', nickname: 'Sekar' },
          groom: { fullName: 'Dimas Prasetyo', nickname: 'Dimas' },
        },
        events: [
          {
            id: 'akad',
            kind: 'akad',
            date,
            startTime: '08:00',
            timeZone: 'WIB',
            venue: 'Masjid Raya Bintaro',
          },
          {
            id: 'resepsi',
            kind: 'resepsi',
            date,
            startTime: '11:00',
            timeZone: 'WIB',
            venue: 'Gedung Graha Bhakti',
          },
        ],
      },
    },
  });
  await apiCall(request, 'POST', `/api/invitations/${created.id}/publish`, { token });
  await upgradeToPremium(request, token, created.id);
  return { slug, invitationId: created.id, token };
}

/**
 * A new couple (registered, confirmed and signed in on `page`) with their published invitation as
 * seedPublishedInvitation makes it, its address starting with `label`: where most journeys begin.
 */
export async function coupleWithInvitation(
  page: Page,
  request: APIRequestContext,
  label: string,
  name = 'Sekar Ayuningtyas',
): Promise<{ slug: string; invitationId: string; token: string }> {
  const user = await signInAsNewUser(page, name);
  return seedPublishedInvitation(request, user.email, user.password, `${label}-${Date.now().toString(36)}`);
}
