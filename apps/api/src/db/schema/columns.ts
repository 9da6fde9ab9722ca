import { boolean, integer, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** The surrogate key most tables carry: a random uuid the database fills in. */
export const id = () => uuid('id').primaryKey().defaultRandom();

/** Every instant is stored with its time zone, so no process's local clock setting can shift it. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/** An instant the database stamps when the row is written. */
export const stampedAt = (name: string) => timestampTz(name).notNull().defaultNow();

/** When a row was made and last changed. */
export const timestamps = () => ({
  createdAt: stampedAt('created_at'),
  updatedAt: stampedAt('updated_at'),
});

/** A uuid naming another row's id; `onDelete` says what becomes of this row when that one goes. */
export const ref = (name: string, target: () => AnyPgColumn, onDelete: 'cascade' | 'set null' | 'restrict') =>
  uuid(name).references(target, { onDelete });

/**
 * What administrators keep in a catalogue users choose from (templates, packages): its name and blurb,
 * its place in the list, and whether it is offered at all.
 */
export const catalogue = () => ({
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
});
