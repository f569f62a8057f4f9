import { LogType, type Notification, ReadState } from '@atelier/api';
import { firmDay, publishDraft } from './publishScenarios';
import { MEMBER, type Scenario, signIn } from './scenarios';
import type { Session, Side } from './sides';

/**
 * Parity of the notifications (001 sections 4.3 and 7.2): an approval event notifies its people on both sides the
 * same way, and the person reads, marks all read and clears. The server's database holds other scenarios'
 * notifications: only what this scenario adds is recorded (the newest entry, the changes of the count).
 */
const shown = (n: Notification | undefined) =>
  n && {
    type: n.type,
    logType: n.logType,
    msg: n.msg,
    isRead: n.isRead,
    userName: n.userName,
    actName: n.actName,
    moduleType: n.moduleType,
    name: n.name,
  };

async function newest(session: Session): Promise<Notification | undefined> {
  const page = await session.client.notify.list({ pageNum: 1, pageSize: 1, logType: LogType.Workflow });
  return page.list[0];
}

export const notifyScenarios: Scenario[] = [
  {
    name: 'notifications: a launch asks the approver, a pass tells the launcher; click, all read and clear',
    async run(side: Side, record) {
      const member = await signIn(side, record, MEMBER);
      const draft = await publishDraft(record, member);
      const manager = await signIn(side, record, draft.approverPhone, 'the publishing manager');
      const before = await manager.client.notify.unreadCount({});
      const { actId } = await record.answer(
        'the member launches',
        draft.launch('平行校验-通知', firmDay(3)),
        () => null,
      );
      record.value('the manager has one more unread', (await manager.client.notify.unreadCount({})) - before);
      const asked = await newest(manager);
      record.value('the manager is asked', shown(asked));
      record.value('it names the approval', asked?.actId === actId);
      await record.answer(
        'the manager clicks it',
        manager.client.notify.clickRead({ id: asked?.id ?? '' }),
        () => null,
      );
      record.value('the count drops back', (await manager.client.notify.unreadCount({})) - before);
      record.value('it is read', (await newest(manager))?.isRead === ReadState.Read);
      const launcherBefore = await member.client.notify.unreadCount({});
      await record.answer('the manager passes', manager.client.approval.pass({ actId, common: '同意' }), () => null);
      record.value('the launcher has one more unread', (await member.client.notify.unreadCount({})) - launcherBefore);
      record.value('the launcher is told', shown(await newest(member)));
      await record.answer('all read', member.client.notify.allRead({}), (n) => n > 0);
      record.value('no unread left', await member.client.notify.unreadCount({}));
      await record.answer('cleared', member.client.notify.clear({}), (n) => n > 0);
      record.value('the list is empty', (await member.client.notify.list({ pageNum: 1, pageSize: 50 })).total);
    },
  },
];
