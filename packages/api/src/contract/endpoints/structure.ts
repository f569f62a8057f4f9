import { z } from 'zod';
import { enterpriseIdField, idListSchema, idSchema, nothing, pageOf, pageQueryShape } from '../../entities/common';
import { FixedRoleId } from '../../entities/constants';
import { pickerUserSchema } from '../../entities/user';
import {
  AccountStatus,
  type DepartmentNode,
  departmentNameSchema,
  OrganisationMessage,
} from '../../rules/organisation';
import { mobileSchema, personNameSchema } from '../../rules/rules';
import { defineArea } from '../define';
import { get, post } from './helpers';

/** A node of the department tree (001 section 3.6: key, title, children, enterpriseId). */
export const departmentNodeSchema: z.ZodType<DepartmentNode> = z.lazy(() =>
  z.object({
    key: idSchema,
    title: z.string(),
    enterpriseId: idSchema,
    parentId: idSchema.nullable(),
    memberCount: z.number().int(),
    children: z.array(departmentNodeSchema),
  }),
);

/**
 * A person of the enterprise as the organisation page, the contact directory and the personnel picker list them: the
 * picker's user (001 section 3.6) with their department, account status and administrator flag.
 */
export const staffSchema = pickerUserSchema.extend({
  email: z.string().nullish(),
  departId: idSchema.nullable(),
  /** The department's path from the top ('设计院 / 建筑所'); '' when 未分组. */
  departName: z.string(),
  /** `AccountStatus`: 1 正常, 2 已停用, 3 未激活. */
  status: z.enum(AccountStatus),
  isAdmin: z.boolean(),
});
export type StaffMember = z.output<typeof staffSchema>;

/** The people list's query: name or phone keyword, status (absent: 全部), paging (100 per page, 001 section 9). */
const peopleQuery = {
  enterpriseId: enterpriseIdField,
  keyword: z.string().trim().optional(),
  status: z.enum(AccountStatus).optional(),
  ...pageQueryShape,
};

/** What an administrator enters for a person: real name, mobile, department, specialties and duties. */
const personFields = {
  realname: personNameSchema,
  departId: idSchema.nullish(),
  specialtyIds: idListSchema.default([]),
  dutyIds: idListSchema.default([]),
};

const admin = { access: { role: FixedRoleId.EnterpriseAdmin, denial: OrganisationMessage.OnlyAdmin } } as const;
const member = { access: { scope: 'member' } } as const;

/** The organisation: departments and people (001 section 7.3 "Structure"; issue 24). */
export const structure = defineArea('structure', {
  tree: get('/structure/queryDepart', z.object({ enterpriseId: enterpriseIdField }), z.array(departmentNodeSchema), {
    ...member,
    summary: 'The department tree of the enterprise.',
  }),
  insertDepartment: post(
    '/structure/insertDepartment',
    z.object({ enterpriseId: enterpriseIdField, parentId: idSchema.nullish(), name: departmentNameSchema }),
    z.object({ key: idSchema }),
    { ...admin, summary: 'Adds a department under a parent (or at the top).' },
  ),
  updateDepart: post('/structure/updateDepart', z.object({ id: idSchema, name: departmentNameSchema }), nothing, {
    ...admin,
    summary: 'Renames a department.',
  }),
  transferDepart: post(
    '/structure/transferDepart',
    z.object({ id: idSchema, parentId: idSchema.nullable(), index: z.number().int().min(0).optional() }),
    nothing,
    { ...admin, summary: 'Moves a department under another (null: to the top), at a place among its new siblings.' },
  ),
  departSort: post(
    '/structure/departSort',
    z.object({ parentId: idSchema.nullable(), ids: idListSchema.min(1) }),
    nothing,
    { ...admin, summary: 'Orders the children of one parent.' },
  ),
  deleteDepart: post('/structure/deleteDepart', z.object({ id: idSchema }), nothing, {
    ...admin,
    summary: 'Deletes an empty department (no sub-departments, no people).',
  }),
  queryUser: get('/structure/queryUser', z.object(peopleQuery), pageOf(staffSchema), {
    ...member,
    summary: 'The people of the enterprise, searched by name or phone, filtered by account status.',
  }),
  queryDepartUser: get(
    '/structure/queryDepartUser',
    z.object({ ...peopleQuery, departId: idSchema }),
    pageOf(staffSchema),
    { ...member, designed: true, summary: 'The people of a department and its sub-departments.' },
  ),
  notGrouped: get('/structure/getNotGrouped', z.object(peopleQuery), pageOf(staffSchema), {
    ...member,
    summary: 'The people in no department (未分组).',
  }),
  addPersonnel: post(
    '/structure/addPersonnel',
    z.object({ enterpriseId: enterpriseIdField, phone: mobileSchema, ...personFields }),
    z.object({ userId: idSchema, created: z.boolean() }),
    { ...admin, summary: 'Adds a person: a new account (未激活) for a new phone, else the existing account joins.' },
  ),
  updateUser: post('/structure/updateUser', z.object({ userId: idSchema, ...personFields }), nothing, {
    ...admin,
    summary: 'Changes a person’s name, department, specialties and duties.',
  }),
  addDepartUser: post(
    '/structure/addDepartUser',
    z.object({ departId: idSchema, userIds: idListSchema.min(1) }),
    nothing,
    { ...admin, designed: true, summary: 'Puts people into a department (moving them from their former one).' },
  ),
  deleteDepartUser: post('/structure/deleteDepartUser', z.object({ userId: idSchema }), nothing, {
    ...admin,
    summary: 'Removes a person from the enterprise (not oneself, the creator or the last administrator).',
  }),
  disableUser: post('/structure/disableUser', z.object({ userId: idSchema, disabled: z.boolean() }), nothing, {
    ...admin,
    designed: true,
    summary: 'Disables (or enables again) a person: kept, but cannot work in the enterprise.',
  }),
  invitationUser: post(
    '/structure/invitationUser',
    z.object({ enterpriseId: enterpriseIdField, departId: idSchema.nullish() }),
    z.object({ inviteCode: z.string(), expiresAt: z.string() }),
    { ...admin, summary: 'An invitation code (for a link) to join the enterprise, valid 7 days.' },
  ),
});
