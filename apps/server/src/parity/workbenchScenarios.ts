import { type ApprovalListStatus, type NavigationNode, StoredNotificationType, WorkbenchLimit } from '@atelier/api';
import { firmDay, publishDraft } from './publishScenarios';
import { MEMBER, OUTSIDER, type Scenario, signIn } from './scenarios';
import type { Side } from './sides';

/**
 * Parity of the workbench (001 section 7.1): the detail and the project count as seeded; a launch reaches the
 * approver today (their count grows by one) and tops their unread list; a pass takes it off the count; the
 * launched list's status filter follows the approval. The server's
 * database holds other scenarios' approvals and notifications: only the changes are recorded.
 */
export const workbenchScenarios: Scenario[] = [
  {
    name: 'workbench: the detail, the projects, today’s to-dos and the unread list',
    async run(side: Side, record) {
      const member = await signIn(side, record, MEMBER);
      const detail = await record.answer('the member’s detail', member.client.workbench.baseDetail({}));
      record.value('who and where', {
        realname: detail.realname,
        phone: detail.phone,
        enterpriseName: detail.enterpriseName,
        departmentName: detail.departmentName,
      });
      record.value(
        'the member’s projects, as their project list',
        (await member.client.workbench.participatedProjects({})) ===
          (await member.client.project.list({ pageNum: 1, pageSize: 100 })).pageInfo.total,
      );
      const draft = await publishDraft(record, member);
      const manager = await signIn(side, record, draft.approverPhone, 'the publishing manager');
      const before = await manager.client.workbench.todayTodoCount({});
      const { actId } = await record.answer('the member launches', draft.launch('工作台-待办', firmDay(3)), () => null);
      record.value(
        'the manager has one more to-do today',
        (await manager.client.workbench.todayTodoCount({})) - before,
      );
      const unread = await manager.client.workbench.unreadList({ pageNum: 1, pageSize: 5 });
      record.value('it tops the unread list', {
        sameApproval: unread.list[0]?.actId === actId,
        type: unread.list[0]?.type === StoredNotificationType.SignRequest,
        badge: unread.total === (await manager.client.notify.unreadCount({})),
      });
      const byStatus = async () => {
        const has = async (status: ApprovalListStatus) =>
          (await member.client.approval.launchedBySelf({ pageNum: 1, pageSize: 1000, status })).list.some(
            (a) => a.id === actId,
          );
        return { inProgress: await has('1'), passed: await has('4'), all: await has('-1'), allByZero: await has('0') };
      };
      record.value('the launched list by status, in progress', await byStatus());
      await record.answer('the manager passes', manager.client.approval.pass({ actId, common: '同意' }), () => null);
      record.value('today’s to-dos are as before', (await manager.client.workbench.todayTodoCount({})) - before);
      record.value('the launched list by status, passed', await byStatus());
    },
  },
  {
    name: 'workbench: navigation shortcuts within the person’s menus, at most 12, removed and checked',
    async run(side: Side, record) {
      const member = await signIn(side, record, MEMBER);
      const ids = (nodes: NavigationNode[]): string[] => nodes.flatMap((n) => [n.id, ...ids(n.children)]);
      const tree = await record.answer('the tree', member.client.workbench.navigationTree({}));
      record.value('what the member may add', ids(tree));
      record.value('by keyword, the ids', ids(await member.client.workbench.navigationTree({ keyword: '知识' })));
      await record.refusal(
        'too many',
        member.client.workbench.setNavigation({ itemIds: ids(tree).slice(0, WorkbenchLimit.Shortcuts + 1) }),
      );
      await record.refusal('a menu out of reach', member.client.workbench.setNavigation({ itemIds: ['publishList'] }));
      const saved = await record.answer(
        'saved',
        member.client.workbench.setNavigation({ itemIds: ['projectCenter', 'disk', 'projectCenter'] }),
      );
      record.value(
        'the list',
        saved.map((s) => [s.itemId, s.name, s.path]),
      );
      const [first] = saved;
      if (!first) return;
      await record.answer('it exists', member.client.workbench.itemExists({ id: first.id }), (b) => b);
      record.value('it exists, the answer', await member.client.workbench.itemExists({ id: first.id }));
      const outsider = await signIn(side, record, OUTSIDER);
      await record.refusal('another person removes it', outsider.client.workbench.deleteNavigation({ id: first.id }));
      await record.answer('removed', member.client.workbench.deleteNavigation({ id: first.id }), () => null);
      record.value(
        'what is left',
        (await member.client.workbench.navigationList({})).map((s) => s.itemId),
      );
      await record.answer('cleared', member.client.workbench.setNavigation({ itemIds: [] }), (l) => l.length);
    },
  },
];
