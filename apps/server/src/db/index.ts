import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { FileStore } from '../storage/fileStore';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver: PGlite (embedded) or node-postgres. Code is written once against this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** apps/server/drizzle, from the sources and from the build alike (build.mjs keeps each file's `import.meta.dirname`). */
const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * Opens the database and brings its schema up to date.
 * `url` set: PostgreSQL. Otherwise PGlite in `dataDir/db`, or in memory when `dataDir` is 'memory://'.
 */
export async function openDatabase(options: { url?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    let closing = false;
    // An idle connection the server ended (a restart, an administrator, a dropped database) is discarded by the
    // pool, which then emits 'error': without a listener that would crash the process. The next query reconnects.
    pool.on('error', (error) => {
      if (!closing) console.warn(`Atelier server: an idle PostgreSQL connection was lost (${error.message})`);
    });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  let client: PGlite;
  if (options.dataDir === 'memory://') {
    client = new PGlite();
  } else {
    const dir = path.join(options.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}

/** Rows of a raw query. Both drivers (PGlite and node-postgres) answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Every table of the schema, children first (the order a wipe deletes in; db/schema.test.ts checks both). */
export const TABLES_CHILDREN_FIRST = [
  'background_jobs',
  'storage_intents',
  'social_bindings',
  'audit_logs',
  'user_settings',
  'disk_resources',
  'stamp_logs',
  'stamp_images',
  'ca_activation_keys',
  'ca_applications',
  'stamp_certificates',
  'certificate_authorities',
  'error_reports',
  'file_page_sizes',
  'download_tickets',
  'publish_share_links',
  'publish_plan_resources',
  'publish_plans',
  'publish_approvals',
  'publish_calc_prices',
  'publish_calc_rules',
  'publishers',
  'notifications',
  'notices',
  'navigation_shortcuts',
  'system_messages',
  'opinion_import_errors',
  'opinion_bank_entries',
  'proofreading_reports',
  'proofreading_mark_replies',
  'proofreading_marks',
  'proofreading_log',
  'proofreading_tasks',
  'approval_actions',
  'calc_infos',
  'signer_corrections',
  'approval_forms',
  'approval_stamps',
  'approval_drawings',
  'approval_batches',
  'approvals',
  'approval_uids',
  'stamps',
  'frame_template_group_members',
  'frame_template_groups',
  'frame_template_sources',
  'recognised_signers',
  'drawing_recognitions',
  'frame_template_regions',
  'frame_templates',
  'frame_template_samples',
  'upload_parts',
  'upload_sessions',
  'flow_template_nodes',
  'flow_templates',
  'folder_permissions',
  'file_records',
  'resources',
  'project_labels',
  'labels',
  'project_sub_items',
  'project_members',
  'project_templates',
  'projects',
  'enterprise_roles',
  'invitations',
  'member_duties',
  'member_specialties',
  'department_members',
  'departments',
  'specialties',
  'duties',
  'sessions',
  'login_failures',
  'captcha_challenges',
  'join_requests',
  'sms_codes',
  'sms_outbox',
  'enterprise_members',
  'users',
  'enterprises',
] as const;

/** Removes every row (for `pnpm seed --reset`); the schema stays. */
export async function wipeDatabase(db: Database): Promise<void> {
  await db.execute(sql.raw(`truncate table ${TABLES_CHILDREN_FIRST.map((t) => `"${t}"`).join(', ')} cascade`));
}

/** Removes from the store every object the database names (files' versions and uploads, writes in progress). */
export async function removeStoredObjects(db: Database, files: FileStore): Promise<void> {
  const keys = await queryRows<{ key: string }>(
    db,
    sql`select storage_key as key from file_records union select oss_key as key from upload_sessions
        union select file_key as key from stamps where file_key is not null
        union select storage_key as key from stamp_images
        union select avatar_key as key from users where avatar_key is not null
        union select key from storage_intents`,
  );
  for (const { key } of keys) await files.remove(key);
}
