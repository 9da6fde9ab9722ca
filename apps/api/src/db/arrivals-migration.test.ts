import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './migrate';

/**
 * Migration 0018 moves each guest's check-in into one arrival per guest and session: an installation
 * upgraded on the wedding day must keep every guest already let in, at the session they came to.
 */
describe('migration 0018: one arrival per guest and session', () => {
  let pglite: PGlite;
  let before: string;

  beforeAll(async () => {
    // The migrations as they stood before 0018: the same files, the journal cut after 0017.
    before = mkdtempSync(join(tmpdir(), 'undangin-migrations-'));
    cpSync(MIGRATIONS_FOLDER, before, { recursive: true });
    const journalPath = join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
    journal.entries = journal.entries.filter((entry) => entry.idx <= 17);
    writeFileSync(journalPath, JSON.stringify(journal));

    pglite = await PGlite.create();
    await migrate(drizzle(pglite), { migrationsFolder: before });
    const content = (events: { id: string }[]) => JSON.stringify({ events });
    await pglite.exec(`
      insert into users (id, email, name, password_hash) values
        ('00000000-0000-4000-8000-000000000001', 'a@b.test', 'Rara', 'x');
      insert into invitations (id, user_id, slug, content) values
        ('00000000-0000-4000-8000-000000000011', '00000000-0000-4000-8000-000000000001', 'dua-sesi',
          '${content([{ id: 'akad' }, { id: 'resepsi' }])}'),
        ('00000000-0000-4000-8000-000000000012', '00000000-0000-4000-8000-000000000001', 'tanpa-sesi',
          '${content([])}');
      insert into guests (id, invitation_id, code, name, quota, checked_in_at, checked_in_pax,
          checked_in_by_name, checked_in_members, checked_in_event_id) values
        ('00000000-0000-4000-8000-000000000021', '00000000-0000-4000-8000-000000000011', 'c1', 'Budi', 2,
          '2030-06-14T04:10:00Z', 2, 'Mas Joko', '[]', 'resepsi'),
        ('00000000-0000-4000-8000-000000000022', '00000000-0000-4000-8000-000000000011', 'c2', 'Harto', 3,
          '2030-06-14T01:05:00Z', 2, 'Rara', '[{"id":"m1","at":"2030-06-14T01:05:00Z","byName":"Rara"}]', null),
        ('00000000-0000-4000-8000-000000000023', '00000000-0000-4000-8000-000000000011', 'c3', 'Sari', 2,
          null, null, null, '[]', null),
        ('00000000-0000-4000-8000-000000000024', '00000000-0000-4000-8000-000000000012', 'c4', 'Tono', 1,
          '2030-06-14T02:00:00Z', 1, 'Rara', '[]', null);
    `);
    await migrate(drizzle(pglite), { migrationsFolder: MIGRATIONS_FOLDER });
  });

  afterAll(async () => {
    await pglite?.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('keeps each guest let in as one arrival at their session; one before sessions goes to the first listed', async () => {
    const { rows } = await pglite.query<Record<string, unknown>>(`
      select g.name, a.event_id, a.at, a.pax, a.by_name, a.members
      from guest_arrivals a join guests g on g.id = a.guest_id order by g.name`);
    expect(rows).toEqual([
      {
        name: 'Budi',
        event_id: 'resepsi',
        at: new Date('2030-06-14T04:10:00Z'),
        pax: 2,
        by_name: 'Mas Joko',
        members: [],
      },
      {
        name: 'Harto',
        event_id: 'akad',
        at: new Date('2030-06-14T01:05:00Z'),
        pax: 2,
        by_name: 'Rara',
        members: [{ id: 'm1', at: '2030-06-14T01:05:00Z', byName: 'Rara' }],
      },
      {
        name: 'Tono',
        event_id: null,
        at: new Date('2030-06-14T02:00:00Z'),
        pax: 1,
        by_name: 'Rara',
        members: [],
      },
    ]);
    const { rows: columns } = await pglite.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'guests' and column_name like 'checked_in%'`,
    );
    expect(columns).toEqual([]);
  });
});
