import { ApprovalStatus, ReadState } from '../../entities/constants';
import { todoArrival } from '../../rules/workbench';
import { fixtureNow } from '../store';
import type { Resolvers } from './context';
import { fixtureDepartmentName } from './organisation';

/**
 * The workbench (issue 28; 001 section 7.1) over the store, as the server: a to-do reached the person today when its
 * step became theirs today (the launch for the first step, else the latest action on an earlier step).
 */
export const workbenchResolvers: Resolvers = {
  workbench: {
    baseDetail: ({ store, user, enterpriseId }) => ({
      userId: user.userId,
      realname: user.realname,
      phone: user.phone,
      enterpriseName: store.enterprise(enterpriseId).enterpriseName,
      departmentName: fixtureDepartmentName(store, enterpriseId, user.userId),
    }),
    participatedProjects: ({ store, user }) => store.projectsOf(user).length,
    todayTodoCount: ({ store, user, enterpriseId }) => {
      const today = fixtureNow().slice(0, 10);
      return store.state.approvals
        .map((a) => a.act)
        .filter((act) => store.state.projects.find((p) => p.id === act.projectId)?.enterpriseId === enterpriseId)
        .filter((act) => {
          const mine = store.pendingForm(act, user.userId);
          if (!mine) return false;
          const step = act.actTaskList.findIndex((t) => t.actForms.includes(mine));
          const earlier = act.actTaskList
            .slice(0, step)
            .flatMap((t) => t.actForms)
            .filter((f) => f.status !== ApprovalStatus.NotStarted)
            .flatMap((f) => (f.updateTime ? [f.updateTime] : []));
          return todoArrival(act.createTime, earlier).slice(0, 10) === today;
        }).length;
    },
    unreadList: ({ store, user, enterpriseId, data }) =>
      store.notifications(user.userId, enterpriseId, { ...data, isRead: ReadState.Unread }),
  },
};
