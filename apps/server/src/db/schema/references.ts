/**
 * The columns that name a row's enterprise or project, for the table modules other than enterprises.ts and
 * projects.ts (those two write the same columns themselves: they are imported here, and a module they import must
 * not import them back before their tables exist). The references are read lazily, as drizzle's `references` does.
 */
import { text } from 'drizzle-orm/pg-core';
import { enterprises } from './enterprises';
import { projects } from './projects';

/** The enterprise a row belongs to. */
export const enterpriseRef = () =>
  text('enterprise_id')
    .notNull()
    .references(() => enterprises.id);
/** The project a row belongs to. */
export const projectRef = () =>
  text('project_id')
    .notNull()
    .references(() => projects.id);
