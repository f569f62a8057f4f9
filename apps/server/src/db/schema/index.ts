/**
 * The database schema, one module per domain; `import … from '../db/schema'` reads them all from here. Every
 * table is named in db/index.ts's TABLES_CHILDREN_FIRST too (the order a wipe deletes in).
 *
 * Modules import each other's tables only inside `references(() => …)`, which drizzle reads once every module is
 * loaded; what a module calls while it loads (columns.ts, references.ts) imports no module that imports it back.
 */
export * from './accounts';
export * from './approvals';
export * from './audit';
export * from './ca';
export * from './disk';
export * from './enterprises';
export * from './files';
export * from './flowTemplates';
export * from './frameTemplateConfig';
export * from './jobs';
export * from './notifications';
export * from './organisation';
export * from './projects';
export * from './proofreading';
export * from './publish';
export * from './recognition';
export * from './roles';
export * from './stamps';
export * from './tickets';
export * from './uploads';
export * from './workbench';
