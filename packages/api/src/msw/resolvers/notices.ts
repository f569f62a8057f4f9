import type { Notice, NoticeSummary } from '../../contract/endpoints/notice';
import { FixedRoleId } from '../../entities/constants';
import { NoticeMessage, noticeFoundRefusal, type SystemMessage } from '../../rules/notices';
import { Refuse } from '../../rules/refusal';
import { DEMO_NOTICES, DEMO_PEOPLE } from '../../seed';
import type { FixtureUser } from '../seed';
import { ENTERPRISE_ID } from '../seed/people';
import { enforce, type FixtureStore, fixtureNow, paginate } from '../store';
import type { Resolvers } from './context';

/**
 * Enterprise notices and the system message (issue 28): the shared rules (rules/notices.ts) over notices kept per
 * store state, seeded from the demo's (DEMO_NOTICES, as on the server). The fixtures' system message is none unless
 * a story or test sets one with {@link setFixtureSystemMessage}.
 */

export interface FixtureNotice extends Notice {
  enterpriseId: string;
}

const DAY = 24 * 60 * 60 * 1000;
/** The fixtures' seed day: fixed, so that the stories' pictures do not change from one day to the next. */
const SEED_DAY = Date.UTC(2026, 10, 27);
const daysAgo = (days: number) => `${new Date(SEED_DAY - days * DAY).toISOString().slice(0, 10)} 09:00:00`;

const byState = new WeakMap<object, FixtureNotice[]>();
export function noticesOf(store: FixtureStore): FixtureNotice[] {
  let found = byState.get(store.state.projects);
  if (!found) {
    found = DEMO_NOTICES.map((n, index) => ({
      id: `notice-${index + 1}`,
      enterpriseId: ENTERPRISE_ID[n.enterprise],
      title: n.title,
      content: n.content,
      createBy: DEMO_PEOPLE.find((p) => p.key === n.author)?.realname ?? '',
      createTime: daysAgo(n.days),
      updateTime: null,
    }));
    byState.set(store.state.projects, found);
  }
  return found;
}

const systemMessages = new WeakMap<object, SystemMessage | null>();
/** Sets (or clears with null) the fixtures' system message for this store state. */
export function setFixtureSystemMessage(store: FixtureStore, message: SystemMessage | null) {
  systemMessages.set(store.state.projects, message);
}

const checkAdmin = (user: FixtureUser) => {
  if (!user.roleIds.includes(FixedRoleId.EnterpriseAdmin)) enforce(Refuse.denied(NoticeMessage.OnlyAdmin));
};

function fixtureNotice(store: FixtureStore, enterpriseId: string, id: string): FixtureNotice {
  const found = noticesOf(store).find((n) => n.id === id && n.enterpriseId === enterpriseId);
  enforce(noticeFoundRefusal(found));
  return found as FixtureNotice;
}

const view = ({ enterpriseId: _, ...notice }: FixtureNotice): Notice => notice;
const summary = ({ content: _, ...notice }: Notice): NoticeSummary => notice;

export const noticeResolvers: Resolvers = {
  notice: {
    list: ({ store, enterpriseId, data }) => {
      const wanted = data.keyword?.toLowerCase();
      const list = noticesOf(store)
        .filter((n) => n.enterpriseId === enterpriseId && (!wanted || n.title.toLowerCase().includes(wanted)))
        .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id.localeCompare(a.id))
        .map((n) => summary(view(n)));
      return paginate(list, data.pageNum, data.pageSize);
    },
    details: ({ store, enterpriseId, data }) => view(fixtureNotice(store, enterpriseId, data.id)),
    insert: ({ store, user, enterpriseId, data }) => {
      checkAdmin(user);
      const created: FixtureNotice = {
        id: store.nextId('notice'),
        enterpriseId,
        title: data.title,
        content: data.content,
        createBy: user.realname,
        createTime: fixtureNow(),
        updateTime: null,
      };
      noticesOf(store).push(created);
      return view(created);
    },
    update: ({ store, user, enterpriseId, data }) => {
      checkAdmin(user);
      const found = fixtureNotice(store, enterpriseId, data.id);
      found.title = data.title;
      found.content = data.content;
      found.updateTime = fixtureNow();
      return view(found);
    },
    delete: ({ store, user, enterpriseId, data }) => {
      checkAdmin(user);
      const list = noticesOf(store);
      list.splice(list.indexOf(fixtureNotice(store, enterpriseId, data.id)), 1);
      return null;
    },
    systemInformation: ({ store }) => systemMessages.get(store.state.projects) ?? null,
  },
};
