import { NoticeLimit } from '@atelier/api';
import { ADMIN, MEMBER, type Scenario, signIn } from './scenarios';
import type { Side } from './sides';

/**
 * Parity of the enterprise notices (001 section 7.11): the administrator publishes, edits and deletes; a member
 * reads the notice and is refused the administrator's calls; bad input gets the same message on both sides. Other
 * scenarios do not write notices: the seeded ones are recorded by title.
 */
export const noticeScenarios: Scenario[] = [
  {
    name: 'notices: the administrator publishes, edits and deletes; a member reads and is refused the rest',
    async run(side: Side, record) {
      const admin = await signIn(side, record, ADMIN);
      const member = await signIn(side, record, MEMBER);
      const titles = async () => (await member.client.notice.list({})).list.map((n) => n.title);
      record.value('the seeded notices', await titles());
      await record.refusal('an empty title', admin.client.notice.insert({ title: ' ', content: '正文' }));
      await record.refusal(
        'a text too long',
        admin.client.notice.insert({ title: '标题', content: '字'.repeat(NoticeLimit.ContentMax + 1) }),
      );
      await record.refusal('a member publishes', member.client.notice.insert({ title: '越权', content: '正文' }));
      const created = await record.answer(
        'the administrator publishes',
        admin.client.notice.insert({ title: '对照公告', content: '第一行\n第二行' }),
        (n) => ({ title: n.title, content: n.content, createBy: n.createBy, edited: n.updateTime !== null }),
      );
      record.value('the member sees it first', (await titles())[0]);
      await record.answer('the member opens it', member.client.notice.details({ id: created.id }), (n) => n.content);
      await record.refusal('the member deletes it', member.client.notice.delete({ id: created.id }));
      await record.answer(
        'the administrator edits it',
        admin.client.notice.update({ id: created.id, title: '对照公告（改）', content: '改后' }),
        (n) => ({ title: n.title, content: n.content, edited: n.updateTime !== null }),
      );
      await record.answer('the administrator deletes it', admin.client.notice.delete({ id: created.id }), () => null);
      await record.refusal('it is gone', member.client.notice.details({ id: created.id }));
      record.value('the list is as before', await titles());
    },
  },
];
