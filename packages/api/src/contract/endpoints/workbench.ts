import { z } from 'zod';
import { emptyRequest, idSchema, pageOf } from '../../entities/common';
import { defineArea } from '../define';
import { get } from './helpers';
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
      pageSize: z.number().int().min(1).max(50).default(10),
    }),
    pageOf(notificationSchema),
    member,
  ),
});
