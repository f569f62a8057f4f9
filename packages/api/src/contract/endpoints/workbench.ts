import { z } from 'zod';
import { emptyRequest, idSchema, nothing, pageOf } from '../../entities/common';
import { type NavigationNode, WorkbenchLimit } from '../../rules/workbench';
import { defineArea } from '../define';
import { get, post } from './helpers';
import { notificationSchema } from './notify';

const member = { access: { scope: 'member' } } as const;

/** The person as the workbench greets them (getUserBaseDetail; the fields are Atelier's). */
export const userBaseDetailSchema = z.object({
  userId: idSchema,
  realname: z.string(),
  phone: z.string(),
  enterpriseName: z.string(),
  /** Their department in the call's enterprise, or null when not grouped. */
  departmentName: z.string().nullable(),
});
export type UserBaseDetail = z.output<typeof userBaseDetailSchema>;

/** A navigation shortcut of the person (001 section 3.7: a navigation entry has an id). */
export const navigationShortcutSchema = z.object({
  /** The shortcut's own id (delSysNavigation, checkItemExist). */
  id: idSchema,
  /** The menu it leads to (its permission key, an id of the tree). */
  itemId: z.string(),
  /** The menu's name and path when it was added: kept, so that a shortcut whose menu is gone still shows. */
  name: z.string(),
  path: z.string(),
});
export type NavigationShortcut = z.output<typeof navigationShortcutSchema>;

export const navigationNodeSchema: z.ZodType<NavigationNode> = z.lazy(() =>
  z.object({ id: z.string(), name: z.string(), path: z.string().nullable(), children: z.array(navigationNodeSchema) }),
);

/**
 * The workbench (issue 28; 001 sections 1, 3.7, 7.1): the person's detail, counts and unread notifications in the
 * call's enterprise. The person comes from the session, the enterprise from the call. The approval lists and their
 * counts are the approval area's (allTodoList, launchedBySelf, todoCount, launchedBySelfCount).
 */
export const workbench = defineArea('workbench', {
  baseDetail: get('/userDetail/getUserBaseDetail', emptyRequest, userBaseDetailSchema, member),
  /** The projects of the enterprise the person is a member of (not those in the recycle bin). */
  participatedProjects: get('/WorkBenchStatistic/getParticipateProCount', emptyRequest, z.number().int(), member),
  /** The person's to-dos (approvals waiting for them) that reached them today, the firm's day (rules/workbench.ts). */
  todayTodoCount: get('/WorkBenchStatistic/todayTodoCount', emptyRequest, z.number().int(), member),
  /** The person's unread notifications, newest first. */
  unreadList: get(
    '/sysNavigation/getUserUnReadList',
    z.object({
      pageNum: z.number().int().min(1).default(1),
      pageSize: z.number().int().min(1).max(50).default(WorkbenchLimit.UnreadPage),
    }),
    pageOf(notificationSchema),
    member,
  ),
  /** The person's shortcuts in their order. */
  navigationList: get('/sysNavigation/getSysNavigationList', emptyRequest, z.array(navigationShortcutSchema), member),
  /** The modules and pages the person's menus reach (the workbench left out); `keyword` filters by name. */
  navigationTree: get(
    '/sysNavigation/getOwnSysNavigationTree',
    z.object({ keyword: z.string().trim().optional() }),
    z.array(navigationNodeSchema),
    member,
  ),
  /** Replaces the person's shortcuts with these menus, in this order (at most 12); answers the new list. */
  setNavigation: post(
    '/sysNavigation/setSysNavigationList',
    z.object({ itemIds: z.array(z.string().min(1)).max(100) }),
    z.array(navigationShortcutSchema),
    member,
  ),
  /** Removes one of the person's shortcuts. */
  deleteNavigation: post('/sysNavigation/delSysNavigation', z.object({ id: idSchema }), nothing, member),
  /** Whether the shortcut's menu still exists and the person's menus still reach it (else the workbench warns). */
  itemExists: get('/sysNavigation/checkItemExist', z.object({ id: idSchema }), z.boolean(), member),
});
