/**
 * Projects and their members.
 */
import type { TemplateFolder } from '@atelier/api';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { enterprises, specialties, users } from './enterprises';

/** The enterprise and the project a row belongs to: as in references.ts, which imports this module. */
const enterpriseRef = () =>
  text('enterprise_id')
    .notNull()
    .references(() => enterprises.id);
const projectRef = () =>
  text('project_id')
    .notNull()
    .references(() => projects.id);

export const projects = pgTable(
  'projects',
  {
    id: id(),
    enterpriseId: enterpriseRef(),
    name: text('name').notNull(),
    /** X{year}-{input} (001 section 3.3). */
    simpleName: text('simple_name').notNull(),
    /** `ProjectType`: '1' quick, '2' engineering (ordinary), '3' template, '5' coordination. */
    proType: text('pro_type').notNull(),
    year: integer('year').notNull(),
    designNum: text('design_num').notNull().default(''),
    address: text('address'),
    /** Square metres; a positive number (001 section 5.3). */
    scale: doublePrecision('scale'),
    cooOrg: text('coo_org'),
    /** The build unit (the spec's `Development`). */
    development: text('development'),
    /** The building type, free text (the spec's `type`). */
    buildingType: text('building_type'),
    description: text('description'),
    /** Folder permissions on ('1') or off. */
    permissionSwitch: boolean('permission_switch').notNull().default(true),
    /** The cover's id (editCoverImage; stored under project-covers/<project id>/), or null: the default picture. */
    coverImage: text('cover_image'),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Deleted by its creator (delPro, issue 25): in the project recycle bin, kept 30 days (001 section 4.7). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Deleted for good from the recycle bin: the row stays for what names it, nothing lists it, its names are free. */
    purgedAt: timestamp('purged_at', { withTimezone: true }),
  },
  (t) => [
    index('projects_enterprise_idx').on(t.enterpriseId),
    // Names, short names and design numbers are unique per enterprise (001 sections 5.3 and 5.6): the domain
    // checks first and answers the rule's message; these hold when two creations race.
    uniqueIndex('projects_name_unique').on(t.enterpriseId, t.name).where(sql`${t.purgedAt} is null`),
    uniqueIndex('projects_simple_name_unique').on(t.enterpriseId, t.simpleName).where(sql`${t.purgedAt} is null`),
    uniqueIndex('projects_design_num_unique')
      .on(t.enterpriseId, t.designNum)
      .where(sql`${t.designNum} <> '' and ${t.purgedAt} is null`),
  ],
);

/**
 * A person in a project. Two levels: `roleLevel` is the project role of the contract's `permissionLevel`
 * (`PermissionLevel`: creator 9, manager 8, member 2); `folderLevel` is the default folder permission
 * (`FolderPermission`: 2 read-only, 3 download, 4 edit, 5 head) that folder_permissions override per subtree.
 */
export const projectMembers = pgTable(
  'project_members',
  {
    id: id(),
    projectId: projectRef(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** `StaffType`: '1' project manager, '2' person in charge, '4' member. */
    staffType: text('staff_type').notNull().default('4'),
    roleLevel: integer('role_level').notNull().default(2),
    folderLevel: integer('folder_level').notNull().default(2),
    /** Duties in this project, first one the main duty. */
    dutyIds: text('duty_ids').array().notNull().default(sql`'{}'::text[]`),
    specialtyId: text('specialty_id').references(() => specialties.id),
    favourite: boolean('favourite').notNull().default(false),
    joinedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('project_members_unique').on(t.projectId, t.userId),
    index('project_members_user_idx').on(t.userId),
  ],
);

/** The sub-items of an ordinary project (001 section 5.4): name and design number, each unique in the project. */
export const projectSubItems = pgTable(
  'project_sub_items',
  {
    id: id(),
    projectId: projectRef(),
    name: text('name').notNull(),
    designNum: text('design_num').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('project_sub_items_name_unique').on(t.projectId, t.name),
    uniqueIndex('project_sub_items_design_num_unique').on(t.projectId, t.designNum),
  ],
);

/**
 * A project template (issue 25; 001 sections 3.3 and 7.4, proType 3): a folder structure with the default level
 * each folder gives ordinary members, copied into an ordinary project created from it. The tree is read and saved
 * whole (the editor saves it at once), so it is kept as one jsonb value checked by the contract's schema.
 */
export const projectTemplates = pgTable(
  'project_templates',
  {
    id: id(),
    enterpriseId: enterpriseRef(),
    name: text('name').notNull(),
    isEnable: boolean('is_enable').notNull().default(true),
    folders: jsonb('folders').$type<TemplateFolder[]>().notNull().default(sql`'[]'::jsonb`),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('project_templates_name_unique').on(t.enterpriseId, sql`lower(${t.name})`)],
);

/**
 * A person's label in an enterprise (issue 25; 001 section 3.3: enterpriseId, name, type, color). Each person keeps
 * their own (packages/api rules/labels.ts says why); names are unique per person and type, ignoring case.
 */
export const labels = pgTable(
  'labels',
  {
    id: id(),
    enterpriseId: enterpriseRef(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** `LabelType`: '3' project. */
    type: text('type').notNull(),
    name: text('name').notNull(),
    /** `LabelColor`: one of the six named colours. */
    color: text('color').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('labels_name_unique').on(t.enterpriseId, t.userId, t.type, sql`lower(${t.name})`),
    index('labels_owner_idx').on(t.enterpriseId, t.userId),
  ],
);

/** A label on a project; deleting the label or purging the project takes it off. */
export const projectLabels = pgTable(
  'project_labels',
  {
    labelId: text('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('project_labels_unique').on(t.labelId, t.projectId),
    index('project_labels_project_idx').on(t.projectId),
  ],
);
