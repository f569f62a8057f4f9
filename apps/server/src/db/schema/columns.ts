/**
 * Columns every module of the schema writes the same way. This module imports no table, so that every table module
 * may import it (the references to tables are in references.ts).
 */
import { sql } from 'drizzle-orm';
import { text, timestamp } from 'drizzle-orm/pg-core';

export const id = () => text('id').primaryKey().default(sql`gen_random_uuid()::text`);
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
