import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  TInvitation,
  TRsvpQuestionInput,
  TRsvpQuestionList,
  TRsvpQuestionsSave,
} from '@undangin/shared';
import { rsvpQuestionAnswers, rsvps } from '../src/db/schema';
import { tokenFor } from './helpers/accounts';
import type { TTestContext } from './helpers/app';
import { guestWorldHooks } from './helpers/guests';
import {
  COMPLETE_CONTENT,
  insertGuest,
  pageToken,
  postPageForm,
  publishedInvitation,
  session,
  type TSession,
} from './helpers/invitations';

const MENU: TRsvpQuestionInput = {
  kind: 'single',
  label: { id: 'Pilihan menu', en: 'Meal' },
  required: true,
  per: 'person',
  options: [{ label: { id: 'Ayam' } }, { label: { id: 'Ikan' } }, { label: { id: 'Vegetarian' } }],
};

/** Issue 17 part 2: the couple's questions, and the answers guests give on the page. */
describe('RSVP questions', () => {
  let ctx: TTestContext;
  let owner: TSession;
  let invitation: TInvitation;

  guestWorldHooks({ published: true }, (app, world) => {
    ctx = app;
    owner = world;
    invitation = world.invitation;
  });

  const url = (id = invitation.id) => `/api/invitations/${id}/rsvp-questions`;
  const save = (payload: TRsvpQuestionsSave | Record<string, unknown>, token = owner.token) =>
    ctx.request({ method: 'PUT', url: url(), token, payload });
  const read = async () =>
    (await ctx.request({ method: 'GET', url: url(), token: owner.token })).json<TRsvpQuestionList>();

  async function saved(payload: TRsvpQuestionsSave) {
    const res = await save(payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TRsvpQuestionList>();
  }

  /** What the page's script sends: the form's fields, urlencoded (a repeated field repeats). */
  const answer = async (fields: [string, string][], guestCode?: string) =>
    postPageForm(ctx, invitation.slug, 'rsvp', [
      ['token', await pageToken(ctx, invitation.slug)],
      ...(guestCode ? [['guestCode', guestCode] as [string, string]] : []),
      ...fields,
    ]);

  const storedAnswers = () =>
    ctx.app.db.select().from(rsvpQuestionAnswers).where(eq(rsvpQuestionAnswers.invitationId, invitation.id));

  describe('the couple’s list', () => {
    it('saves questions with ids given by the server and reads them back unchanged', async () => {
      const list = await saved({
        questions: [
          MENU,
          { kind: 'text', label: { id: 'Alergi' }, required: false, per: 'household', eventId: 'resepsi' },
        ],
      });
      expect(list.questions.map((q) => [q.id, q.kind, q.per, q.eventId, q.position, q.archived])).toEqual([
        ['q1', 'single', 'person', null, 0, false],
        ['q2', 'text', 'household', 'resepsi', 1, false],
      ]);
      expect(list.questions[0]!.options.map((o) => [o.id, o.label.id])).toEqual([
        ['o1', 'Ayam'],
        ['o2', 'Ikan'],
        ['o3', 'Vegetarian'],
      ]);
      expect(await read()).toEqual(list);
      const again = await saved({ questions: list.questions.filter((q) => !q.archived) });
      expect(again).toEqual(list);
    });

    it('refuses bad input with a message per field', async () => {
      const res = await save({
        questions: [{ ...MENU, label: { id: '' }, options: [{ label: { id: 'Ayam' } }] }],
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        'questions.0.label.id': ['Pertanyaan wajib diisi'],
        'questions.0.options': ['Pilihan minimal 2'],
      });
    });

    it('refuses a session the invitation does not have, and an unknown question or option', async () => {
      const session = await save({ questions: [{ ...MENU, eventId: 'siraman' }] });
      expect(session.statusCode).toBe(422);
      expect(session.json().errors).toEqual({ 'questions.0.eventId': ['Acara tidak dikenal'] });
      const unknown = await save({ questions: [{ ...MENU, id: 'q9' }] });
      expect(unknown.json().errors).toEqual({ 'questions.0.id': ['Pertanyaan tidak dikenal'] });
      await saved({ questions: [MENU] });
      const option = await save({
        questions: [
          {
            ...MENU,
            id: 'q1',
            options: [
              { id: 'o1', label: { id: 'Ayam' } },
              { id: 'o7', label: { id: 'X' } },
            ],
          },
        ],
      });
      expect(option.json().errors).toEqual({ 'questions.0.options.1.id': ['Pilihan tidak dikenal'] });
    });

    it('is another couple’s 404, for reading and saving', async () => {
      const stranger = await session(ctx, { name: 'Orang Lain' });
      expect((await ctx.request({ method: 'GET', url: url(), token: stranger.token })).statusCode).toBe(404);
      const res = await save({ questions: [MENU] }, stranger.token);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Undangan tidak ditemukan');
      expect((await read()).questions).toEqual([]);
    });

    it('archives an answered option and question instead of deleting them, and keeps their answers', async () => {
      const list = await saved({ questions: [MENU, { ...MENU, label: { id: 'Minuman' }, required: false }] });
      const guest = await insertGuest(ctx, invitation.id, { name: 'Budi', quota: 1 });
      const res = await answer(
        [
          ['attendance.resepsi', 'hadir'],
          ['q.q1.self', 'o3'],
          ['q.q2.self', 'o1'],
        ],
        guest.code,
      );
      expect(res.statusCode, res.body).toBe(200);

      const [menu] = list.questions;
      const edited = await saved({
        questions: [
          {
            ...menu!,
            options: [...menu!.options.filter((o) => o.id === 'o1'), { label: { id: 'Sapi' } }],
          },
        ],
      });
      expect(edited.questions.map((q) => [q.id, q.archived])).toEqual([
        ['q1', false],
        ['q2', true],
      ]);
      // The unanswered option is gone; the answered one stays, archived.
      expect(edited.questions[0]!.options.map((o) => [o.id, o.label.id, o.archived])).toEqual([
        ['o1', 'Ayam', false],
        ['o4', 'Sapi', false],
        ['o3', 'Vegetarian', true],
      ]);
      expect(edited.answered).toEqual({ q1: 1, q2: 1 });
      expect((await storedAnswers()).map((row) => [row.questionId, row.value]).sort()).toEqual([
        ['q1', 'o3'],
        ['q2', 'o1'],
      ]);
      // An unanswered question is simply removed.
      await saved({
        questions: [{ kind: 'number', label: { id: 'Anak' }, required: false, per: 'household' }],
      });
      expect((await read()).questions.map((q) => [q.id, q.archived])).toEqual([
        ['q3', false],
        ['q1', true],
        ['q2', true],
      ]);
    });

    it('shows an edited question on a page that was just read, in the page’s language', async () => {
      const open = (query = '') =>
        ctx.request({
          method: 'GET',
          url: `/u/${invitation.slug}${query}`,
          headers: { 'user-agent': 'test-bot' },
        });
      expect((await open()).body).not.toContain('Pilihan menu');
      await saved({ questions: [MENU] });
      expect((await open()).body).toContain('<legend>Pilihan menu</legend>');
      expect((await open('?lang=en')).body).toContain('<legend>Meal</legend>');
      await saved({ questions: [] });
      expect((await open()).body).not.toContain('Pilihan menu');
    });

    it('keeps an answered question’s kind', async () => {
      await saved({ questions: [MENU] });
      const guest = await insertGuest(ctx, invitation.id, { name: 'Budi', quota: 1 });
      await answer(
        [
          ['attendance.resepsi', 'hadir'],
          ['q.q1.self', 'o1'],
        ],
        guest.code,
      );
      const res = await save({ questions: [{ ...MENU, id: 'q1', kind: 'multiple' }] });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        'questions.0.kind': ['Jenis pertanyaan yang sudah dijawab tidak bisa diubah'],
      });
    });
  });

  describe('a guest’s answers', () => {
    beforeEach(async () => {
      await saved({
        questions: [
          MENU,
          {
            kind: 'multiple',
            label: { id: 'Butuh' },
            required: false,
            per: 'household',
            options: [{ label: { id: 'Parkir' } }, { label: { id: 'Kursi roda' } }],
          },
          {
            kind: 'number',
            label: { id: 'Anak' },
            required: true,
            per: 'household',
            eventId: 'akad',
            min: 0,
            max: 5,
          },
        ],
      });
    });

    it('takes each attending person’s answer with the RSVP', async () => {
      const guest = await insertGuest(ctx, invitation.id, { name: 'Budi', quota: 2 });
      const res = await answer(
        [
          ['attendance.resepsi', 'hadir'],
          ['pax.resepsi', '2'],
          ['q.q1.self', 'o1'],
          ['q.q1.p:1', 'o2'],
          ['q.q2', 'o1'],
          ['q.q2', 'o2'],
        ],
        guest.code,
      );
      expect(res.statusCode, res.body).toBe(200);
      const rows = await storedAnswers();
      expect(
        rows.map((row) => [row.questionId, row.eventId, row.personKey, row.value, row.guestId]).sort(),
      ).toEqual([
        ['q1', null, 'p:1', 'o2', guest.id],
        ['q1', null, 'self', 'o1', guest.id],
        ['q2', null, 'household', ['o1', 'o2'], guest.id],
      ]);
    });

    it('needs a required answer from each attending person, and saves nothing when one is missing', async () => {
      const guest = await insertGuest(ctx, invitation.id, { name: 'Budi', quota: 2 });
      const res = await answer(
        [
          ['attendance.resepsi', 'hadir'],
          ['pax.resepsi', '2'],
          ['q.q1.self', 'o1'],
        ],
        guest.code,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ 'q.q1.p:1': ['Jawaban wajib diisi'] });
      expect(await storedAnswers()).toEqual([]);
      expect(await ctx.app.db.select().from(rsvps).where(eq(rsvps.invitationId, invitation.id))).toEqual([]);
    });

    it('asks nothing of a guest who does not come, and a session’s question only of its session', async () => {
      const declines = await answer([
        ['name', 'Tante Lina'],
        ['attendance.resepsi', 'tidak_hadir'],
      ]);
      expect(declines.statusCode, declines.body).toBe(200);
      const akad = await answer([
        ['name', 'Om Joko'],
        ['attendance.akad', 'hadir'],
        ['q.q1.self', 'o3'],
      ]);
      expect(akad.statusCode).toBe(422);
      expect(akad.json().errors).toEqual({ 'q.q3': ['Jawaban wajib diisi'] });
    });

    it('refuses an unknown option, and a number out of range, per field', async () => {
      const res = await answer([
        ['name', 'Om Joko'],
        ['attendance.akad', 'hadir'],
        ['q.q1.self', 'o9'],
        ['q.q3', '6'],
      ]);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        'q.q1.self': ['Pilihan tidak dikenal'],
        'q.q3': ['Jawaban maksimal 5'],
      });
    });

    it('asks a household member by member, only those who come, and names them on the page', async () => {
      const created = await ctx.request({
        method: 'POST',
        url: `/api/invitations/${invitation.id}/guests`,
        token: owner.token,
        payload: {
          name: 'Keluarga Harto',
          quota: 3,
          members: [{ name: 'Pak Harto' }, { name: 'Bu Harto' }],
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const household = created.json<{ code: string; members: { id: string }[] }>();
      const [pak, bu] = household.members.map((member) => member.id) as [string, string];
      const page = await ctx.request({
        method: 'GET',
        url: `/u/${invitation.slug}/${household.code}`,
        headers: { 'user-agent': 'test-bot' },
      });
      expect(page.body).toContain(`name="q.q1.m:${pak}"`);
      expect(page.body).toContain('<legend>Pak Harto (wajib)</legend>');
      expect(page.body).toContain('<legend>Bu Harto (wajib)</legend>');

      const missing = await answer(
        [
          [`member.resepsi.${pak}`, 'hadir'],
          [`member.resepsi.${bu}`, 'hadir'],
          [`q.q1.m:${pak}`, 'o1'],
        ],
        household.code,
      );
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual({ [`q.q1.m:${bu}`]: ['Jawaban wajib diisi'] });

      const res = await answer(
        [
          [`member.resepsi.${pak}`, 'hadir'],
          [`member.resepsi.${bu}`, 'tidak_hadir'],
          [`q.q1.m:${pak}`, 'o1'],
          [`q.q1.m:${bu}`, 'o2'],
        ],
        household.code,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect((await storedAnswers()).map((row) => [row.personKey, row.value])).toEqual([[`m:${pak}`, 'o1']]);
    });

    it('replaces the answers when the guest answers again, and drops a person who no longer comes', async () => {
      const guest = await insertGuest(ctx, invitation.id, { name: 'Budi', quota: 2 });
      await answer(
        [
          ['attendance.resepsi', 'hadir'],
          ['pax.resepsi', '2'],
          ['q.q1.self', 'o1'],
          ['q.q1.p:1', 'o2'],
        ],
        guest.code,
      );
      const again = await answer(
        [
          ['attendance.resepsi', 'hadir'],
          ['pax.resepsi', '1'],
          ['q.q1.self', 'o3'],
          ['q.q1.p:1', 'o2'],
        ],
        guest.code,
      );
      expect(again.statusCode, again.body).toBe(200);
      expect((await storedAnswers()).map((row) => [row.personKey, row.value])).toEqual([['self', 'o3']]);
    });

    it('shows the guest their answers when they open their link again', async () => {
      const guest = await insertGuest(ctx, invitation.id, { name: 'Budi', quota: 2 });
      await answer(
        [
          ['attendance.resepsi', 'hadir'],
          ['pax.resepsi', '1'],
          ['q.q1.self', 'o2'],
          ['q.q2', 'o2'],
        ],
        guest.code,
      );
      const page = await ctx.request({
        method: 'GET',
        url: `/u/${invitation.slug}/${guest.code}`,
        headers: { 'user-agent': 'test-bot' },
      });
      expect(page.body).toMatch(/<input[^>]*name="q\.q1\.self" checked="" value="o2"/);
      expect(page.body).toMatch(/<input[^>]*name="q\.q2" checked="" value="o2"/);
      expect(page.body).not.toMatch(/<input[^>]*name="q\.q2" checked="" value="o1"/);
    });

    it('counts, per session, what the people attending chose, for the caterer', async () => {
      const budi = await insertGuest(ctx, invitation.id, { name: 'Budi', quota: 3 });
      const sari = await insertGuest(ctx, invitation.id, { name: 'Sari', quota: 1 });
      const toni = await insertGuest(ctx, invitation.id, { name: 'Toni', quota: 1 });
      const fields = (extra: [string, string][]): [string, string][] => [['q.q3', '0'], ...extra];
      expect(
        (
          await answer(
            fields([
              ['attendance.akad', 'hadir'],
              ['pax.akad', '1'],
              ['attendance.resepsi', 'hadir'],
              ['pax.resepsi', '3'],
              ['q.q1.self', 'o1'],
              ['q.q1.p:1', 'o1'],
              ['q.q1.p:2', 'o3'],
            ]),
            budi.code,
          )
        ).statusCode,
      ).toBe(200);
      await answer(
        [
          ['attendance.resepsi', 'hadir'],
          ['q.q1.self', 'o2'],
        ],
        sari.code,
      );
      // Toni chose before declining: not counted.
      await answer(
        [
          ['attendance.resepsi', 'hadir'],
          ['q.q1.self', 'o2'],
        ],
        toni.code,
      );
      await answer([['attendance.resepsi', 'tidak_hadir']], toni.code);
      // A question nobody answered yet (Butuh) has no card.
      const dashboard = await ctx.request({ method: 'GET', url: '/api/dashboard', token: owner.token });
      const cards = (dashboard.json().cards as { key: string; value: string; hint: string }[]).filter(
        (card) => card.key === 'rsvpQuestions.count',
      );
      expect(cards.map((card) => [card.hint, card.value])).toEqual([
        ['Pilihan menu · Akad Nikah', 'Ayam 1 · Ikan 0 · Vegetarian 0'],
        ['Pilihan menu · Resepsi', 'Ayam 2 · Ikan 1 · Vegetarian 1'],
      ]);
    });

    it('come with each guest in the list, which filters by the option chosen', async () => {
      const budi = await insertGuest(ctx, invitation.id, { name: 'Budi', quota: 1 });
      const sari = await insertGuest(ctx, invitation.id, { name: 'Sari', quota: 1 });
      await answer(
        [
          ['attendance.resepsi', 'hadir'],
          ['q.q1.self', 'o2'],
        ],
        budi.code,
      );
      await answer(
        [
          ['attendance.resepsi', 'hadir'],
          ['q.q1.self', 'o1'],
          ['q.q2', 'o2'],
        ],
        sari.code,
      );
      const list = async (query: string) =>
        (
          await ctx.request({
            method: 'GET',
            url: `/api/invitations/${invitation.id}/guests?${query}`,
            token: owner.token,
          })
        ).json<{ data: { name: string; questionAnswers: unknown[] }[] }>().data;
      const all = await list('sortBy=name&orderBy=asc');
      expect(all.map((guest) => [guest.name, guest.questionAnswers])).toEqual([
        ['Budi', [{ questionId: 'q1', personKey: 'self', value: 'o2' }]],
        [
          'Sari',
          [
            { questionId: 'q1', personKey: 'self', value: 'o1' },
            { questionId: 'q2', personKey: 'household', value: ['o2'] },
          ],
        ],
      ]);
      expect((await list('answer=q1.o2')).map((guest) => guest.name)).toEqual(['Budi']);
      expect((await list('answer=q2.o2')).map((guest) => guest.name)).toEqual(['Sari']);
      expect(await list('answer=q2.o1')).toEqual([]);
      const bad = await ctx.request({
        method: 'GET',
        url: `/api/invitations/${invitation.id}/guests?answer=q1`,
        token: owner.token,
      });
      expect(bad.statusCode).toBe(422);
    });

    it('are columns of the guest export, for the caterer’s sheet too', async () => {
      const guest = await insertGuest(ctx, invitation.id, { name: 'Budi', quota: 2 });
      await answer(
        [
          ['attendance.resepsi', 'hadir'],
          ['pax.resepsi', '2'],
          ['q.q1.self', 'o2'],
          ['q.q1.p:1', 'o1'],
          ['q.q2', 'o1'],
        ],
        guest.code,
      );
      for (const kind of ['full', 'vendor']) {
        const res = await ctx.request({
          method: 'GET',
          url: `/api/invitations/${invitation.id}/guests/export?format=csv&kind=${kind}`,
          token: owner.token,
        });
        expect(res.statusCode, res.body).toBe(200);
        const [header, row] = res.body
          .replace(/^\uFEFF/, '')
          .trim()
          .split(/\r?\n/);
        expect(header).toMatch(/,Pilihan menu,Butuh,Anak$/);
        expect(row).toMatch(/,Budi: Ikan; Tamu pendamping 1: Ayam,Parkir,$/);
      }
    });

    it('are in the account export with the questions, a removed one included', async () => {
      const guest = await insertGuest(ctx, invitation.id, { name: 'Budi', quota: 1 });
      await answer(
        [
          ['attendance.resepsi', 'hadir'],
          ['q.q1.self', 'o2'],
        ],
        guest.code,
      );
      await saved({ questions: [] });
      const res = await ctx.request({ method: 'GET', url: '/api/user/export', token: owner.token });
      const exported = (JSON.parse(res.body) as { invitations: Record<string, unknown>[] }).invitations.find(
        (item) => item.id === invitation.id,
      )!;
      expect(
        (exported.rsvpQuestions as { id: string; archived: boolean }[]).map((q) => [q.id, q.archived]),
      ).toEqual([['q1', true]]);
      expect(exported.rsvpQuestionAnswers).toMatchObject([
        {
          questionId: 'q1',
          guestId: guest.id,
          respondentKey: `guest:${guest.id}`,
          personKey: 'self',
          value: 'o2',
        },
      ]);
    });

    it('closes with the RSVP deadline', async () => {
      const withDeadline = await publishedInvitation(
        ctx,
        owner.token,
        { ...COMPLETE_CONTENT, settings: { ...COMPLETE_CONTENT.settings, rsvpDeadline: '2030-06-01' } },
        { packageCode: 'premium' },
      );
      const put = await ctx.request({
        method: 'PUT',
        url: url(withDeadline.id),
        token: owner.token,
        payload: { questions: [MENU] },
      });
      expect(put.statusCode).toBe(200);
      const send = async () =>
        postPageForm(ctx, withDeadline.slug, 'rsvp', [
          ['token', await pageToken(ctx, withDeadline.slug)],
          ['name', 'Rina'],
          ['attendance.akad', 'hadir'],
          ['q.q1.self', 'o1'],
        ]);
      ctx.clock.advance(Date.UTC(2030, 5, 1, 16, 58) - ctx.clock.now().getTime());
      expect((await send()).statusCode).toBe(200);
      ctx.clock.advance(2 * 60 * 1000);
      expect((await send()).statusCode).toBe(403);
      owner.token = await tokenFor(ctx, owner.user.id);
    });
  });
});
