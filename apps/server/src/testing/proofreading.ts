import { LinearMode, ProoType } from '@atelier/api';
import type { DrawingRef } from './drawings';
import type { TestServer } from './harness';

/**
 * The proofreading the route tests launch: 陈建国's drawings of 滨江 01 建筑/施工图, checked in order by 李婷 (校对)
 * then 吴磊 (审核). A test spreads its own changes over it.
 */
export function proofreadingLaunch(server: TestServer, drawings: DrawingRef[], actName: string) {
  return {
    projectId: server.ids.projects.binjiang,
    actName,
    parentId: server.resource('binjiang', '01 建筑/施工图'),
    isLinear: LinearMode.Linear,
    arcResList: drawings.map(({ resId, recordId }) => ({ resId, recordId })),
    newActTaskList: [
      { taskName: '校对', prooType: ProoType.Proofread, userIdList: [server.person('liting')] },
      { taskName: '审核', prooType: ProoType.Examine, userIdList: [server.person('wulei')] },
    ],
  };
}
