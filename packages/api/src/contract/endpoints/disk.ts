import { z } from 'zod';
import { emptyRequest, idListSchema, idSchema, nothing, pageOf, pageQueryShape } from '../../entities/common';
import { ArchiveFormat } from '../../entities/constants';
import { diskCapacitySchema, personalResourceSchema, recycleEntrySchema } from '../../entities/project';
import { conflictChoicesShape } from '../../entities/upload';
import { fileNameSchema } from '../../rules/rules';
import { defineArea, Timeouts } from '../define';
import { get, post } from './helpers';

const resIds = z.object({ resIds: idListSchema.min(1) });
/** A move or copy; names taken in the target answer 40007 unless a choice covers them. */
const transfer = z.object({ resIds: idListSchema.min(1), targetId: idSchema, ...conflictChoicesShape });

/** The personal network disk and its recycle bin (001 section 7.6). */
export const disk = defineArea('disk', {
  list: get(
    '/perRes/getPersonResList',
    z.object({ parentId: idSchema.optional(), category: z.enum(ArchiveFormat).optional(), ...pageQueryShape }),
    pageOf(personalResourceSchema),
  ),
  createFolder: post(
    '/perRes/createFolder',
    z.object({ parentId: idSchema, resName: fileNameSchema }),
    personalResourceSchema,
  ),
  rename: post('/perRes/renameResource', z.object({ resId: idSchema, resName: fileNameSchema }), nothing),
  /** Copies within the disk; the copies count against the quota (网盘空间不足 when they do not fit). */
  copy: post('/perRes/copyResources', transfer, nothing, { timeout: Timeouts.Copy }),
  move: post('/perRes/moveResources', transfer, nothing),
  delete: post('/perRes/deleteResources', resIds, nothing),
  search: get(
    '/perRes/searchResource',
    z.object({ keyword: z.string().trim().min(1), ...pageQueryShape }),
    pageOf(personalResourceSchema),
  ),
  recycleList: get(
    '/perRes/getRecycleList',
    z.object({ category: z.enum(ArchiveFormat).optional(), ...pageQueryShape }),
    pageOf(recycleEntrySchema),
  ),
  deleteFromRecycle: post('/perRes/delRecycleRes', resIds, nothing),
  recover: post('/perRes/recoverResource', resIds, nothing, { timeout: Timeouts.Recover }),
  cleanRecycle: post('/perRes/cleanRecycle', emptyRequest, nothing),
  capacity: get('/diskCapacity/getUserDiskCapacity', emptyRequest, diskCapacitySchema),
  /**
   * Copies the person's disk files and folders into a project folder: edit (4) is needed there, as for an upload;
   * the copies share the stored bytes as their first version. Names taken there follow the choices (a file there
   * gets a new version on replace). Path not shown: designed in the /perRes family.
   */
  copyToProject: post(
    '/perRes/copyToProject',
    z.object({ resIds: idListSchema.min(1), projectId: idSchema, targetId: idSchema, ...conflictChoicesShape }),
    nothing,
    { timeout: Timeouts.Copy, designed: true, access: { project: 'projectId' } },
  ),
  /**
   * Copies project files and folders into a folder of the person's disk: download (3) is needed on each (what the
   * person may not download stays behind); the copies count against the quota. Path not shown: designed.
   */
  copyFromProject: post(
    '/perRes/copyFromProject',
    z.object({ projectId: idSchema, resIds: idListSchema.min(1), targetId: idSchema, ...conflictChoicesShape }),
    nothing,
    { timeout: Timeouts.Copy, designed: true, access: { project: 'projectId' } },
  ),
});
