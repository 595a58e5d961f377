// Columns every schema file declares alike. A module of its own: schema.ts re-exports the other
// schema files, which are therefore evaluated before it, so they cannot take these from it.
import { bigint, text } from 'drizzle-orm/pg-core';
import { organisations } from './schema.ts';

/** A time as milliseconds since the epoch. */
export const epochMs = (name: string) => bigint(name, { mode: 'number' });

/** The organisation a row belongs to: the row goes when the organisation does. */
export const organisationColumn = () =>
  text('organisation_id')
    .notNull()
    // Read when the schema is complete, not while this module loads (the import is circular).
    .references(() => organisations.id, { onDelete: 'cascade' });
