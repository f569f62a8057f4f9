import { FIRM_TIME_ZONE, firmDate, PublishPlanType } from '@atelier/api';
import type { Recorder } from './record';
import { ADMIN, DRAWING, fileNamed, MEMBER, projectId, type Scenario, signIn } from './scenarios';
import type { Session, Side } from './sides';

/**
 * Parity scenarios of publishing beyond the first one (scenarios.ts): the delivery date's time zone, and who may
 * share and confirm a publish approval (000 section 6: the publish buttons gate them; an administrator holds
 * every button).
 */

/** The publishing manager both seeds give the project. */
const PUBLISHING_MANAGER = '赵雪梅';
const DAY_MS = 86_400_000;

/** The firms' date `days` days from today ('YYYY-MM-DD'). */
export function firmDay(days: number): string {
  return new Date(Date.parse(`${firmDate()}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

interface PublishDraft {
  project: string;
  approverPhone: string;
  launch: (actName: string, deliveryTime: string) => ReturnType<Session['client']['approval']['launchPublish']>;
}

/** What a publish launch by `session` needs: the project, the shared drawing, a print shop, a rule, the manager. */
export async function publishDraft(record: Recorder, session: Session): Promise<PublishDraft> {
  const { client } = session;
  const project = await projectId(record, client);
  const drawing = await fileNamed(client, project, DRAWING);
  const publishers = await client.publish.publishers({});
  const rules = await client.publish.calcRules({});
  const approvers = await client.approval.publishApprovers({ projectId: project });
  const [publisher] = publishers.list;
  const [rule] = rules.list;
  const approver = approvers.find((a) => a.realname === PUBLISHING_MANAGER);
  if (!publisher || !rule || !approver) throw new Error('no publisher, rule or publishing manager');
  return {
    project,
    approverPhone: approver.phone,
    launch: (actName, deliveryTime) =>
      client.approval.launchPublish({
        actName,
        projectId: project,
        calcRuleId: rule.id,
        publisherId: publisher.id,
        deliveryTime,
        approvalUserIdList: [approver.userId],
        resList: [{ resId: drawing.resId, recordId: drawing.recordId ?? '', printCopies: 1 }],
      }),
  };
}

/**
 * A time zone whose date differs from the firms' now: twenty hours behind them until 20:00 there (UTC-12), six
 * hours ahead from then on (UTC+14).
 */
function zoneOffTheFirmsDate(now = new Date()): string {
  const hour = Number(
    new Intl.DateTimeFormat('en-US', { timeZone: FIRM_TIME_ZONE, hour: 'numeric', hourCycle: 'h23' }).format(now),
  );
  return hour < 20 ? 'Etc/GMT+12' : 'Pacific/Kiritimati';
}

/** Runs `steps` with the process in another time zone (the fixtures, the server and Node's Date all in it). */
async function inTimeZone<T>(zone: string, steps: () => Promise<T>): Promise<T> {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    return await steps();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

export const publishScenarios: Scenario[] = [
  {
    name: 'publishing: the delivery date is the firms’ (Asia/Shanghai), whatever time zone the check runs in',
    async run(side: Side, record) {
      const member = await signIn(side, record, MEMBER);
      const draft = await publishDraft(record, member);
      await inTimeZone(zoneOffTheFirmsDate(), async () => {
        await record.refusal(
          'a delivery the firms’ yesterday',
          draft.launch('平行校验-发布-交付昨日', firmDay(-1)),
          () => null,
        );
        await record.answer(
          'a delivery the firms’ today',
          draft.launch('平行校验-发布-交付今日', firmDay(0)),
          () => null,
        );
      });
    },
  },
  {
    name: 'publishing: the launcher and the holders of toPublish:share share it (an administrator too); only holders of toPublish:confirmPublish confirm',
    async run(side: Side, record) {
      const member = await signIn(side, record, MEMBER);
      const draft = await publishDraft(record, member);
      const { actId } = await record.answer(
        'the member launches',
        draft.launch('平行校验-发布-分享', firmDay(3)),
        () => null,
      );
      const manager = await signIn(side, record, draft.approverPhone, 'the publishing manager');
      await record.answer('the manager passes', manager.client.approval.pass({ actId, common: '同意' }), () => null);
      const admin = await signIn(side, record, ADMIN);
      const flags = async (session: Session) => {
        const detail = await session.client.approval.detail({ actId });
        return { canShare: detail.canShare, canConfirmPublish: detail.canConfirmPublish };
      };
      record.value('the launcher may', await flags(member));
      record.value('the manager may', await flags(manager));
      record.value('the administrator may', await flags(admin));
      await record.answer(
        'the administrator shares',
        admin.client.approval.createDownUrl({ actId, days: 1 }),
        () => null,
      );
      await record.answer('the launcher shares', member.client.approval.createDownUrl({ actId, days: 1 }), () => null);
      await record.refusal('the launcher confirms', member.client.approval.publish({ actId }));
      // The lists are for holders of toPublish:download (the contract's button, checked before the handler).
      await record.refusal('the launcher lists the unpublished', member.client.approval.notPublishedList({}));
      const listed = async (label: string, which: 'publishedList' | 'notPublishedList') => {
        const page = await admin.client.approval[which]({ actName: '平行校验-发布-分享' });
        record.value(
          label,
          // The seeds name and price their shops and rules differently: what both must agree on is the shape.
          page.list.map((e) => ({
            actName: e.actName,
            statusText: e.statusText,
            publishNum: e.publishNum,
            sizes: e.costRows.map((row) => [row.sizeName, row.num]),
            totalIsTheRowsSum:
              Math.round(e.totalPrice * 100) ===
              e.costRows.reduce((sum, row) => sum + Math.round(row.totalPrice * 100), 0),
            named: e.publisherName !== '' && e.calcName !== '',
            published: e.publishTime !== null,
          })),
        );
      };
      await listed('waiting to be published', 'notPublishedList');
      await record.answer('the administrator confirms', admin.client.approval.publish({ actId }), () => null);
      await listed('published', 'publishedList');
      const published = await admin.client.approval.detail({ actId });
      record.value('published', { status: published.status, statusText: published.statusText });
      record.value('the administrator may then', await flags(admin));
    },
  },
  {
    name: 'publishing: the publishing manager keeps print shops and rules; the quote uses a new rule; a shop in use stays',
    async run(side: Side, record) {
      const member = await signIn(side, record, MEMBER);
      const draft = await publishDraft(record, member);
      const manager = await signIn(side, record, draft.approverPhone, 'the publishing manager');
      const shop = { name: '平行校验-晒图店', contact: '钱师傅', phone: '0571-81234567', address: '钱塘区1号大街' };
      await record.refusal('the member adds a shop', member.client.publish.addPublisher(shop));
      const added = await record.answer('the manager adds a shop', manager.client.publish.addPublisher(shop), (p) => ({
        ...p,
        id: typeof p.id,
      }));
      await record.refusal('the name is taken', manager.client.publish.checkPublisherName({ name: shop.name }));
      await record.refusal('a second shop of the name', manager.client.publish.addPublisher({ name: shop.name }));
      await record.answer(
        'the shop’s own name is free to it',
        manager.client.publish.checkPublisherName({ name: shop.name, id: added.id }),
      );
      const rows = [
        { sizeName: 'A1超长', price: 40 },
        { sizeName: 'A1', price: 10.3 },
        { sizeName: 'A1+0.125', price: 11.05 },
      ];
      await record.refusal(
        'the member adds a rule',
        member.client.publish.addCalcRule({ ruleName: '平行校验-计费', rows }),
      );
      await record.refusal(
        'a rule with an unknown size',
        manager.client.publish.addCalcRule({ ruleName: '平行校验-计费', rows: [{ sizeName: 'B1', price: 1 }] }),
      );
      const rule = await record.answer(
        'the manager adds a rule',
        manager.client.publish.addCalcRule({ ruleName: '平行校验-计费', remarks: '元/张', rows }),
        (r) => ({ ...r, id: typeof r.id }),
      );
      await record.refusal(
        'the rule’s name is taken',
        manager.client.publish.checkCalcName({ ruleName: '平行校验-计费' }),
      );
      const drawing = await fileNamed(member.client, draft.project, DRAWING);
      const resList = [{ resId: drawing.resId, recordId: drawing.recordId ?? '', printCopies: 3 }];
      await record.answer(
        'the quote at the new rule',
        member.client.approval.publishQuote({ projectId: draft.project, calcRuleId: rule.id, resList }),
      );
      const { actId } = await record.answer(
        'the member launches with the new shop and rule',
        member.client.approval.launchPublish({
          actName: '平行校验-发布-新店',
          projectId: draft.project,
          calcRuleId: rule.id,
          publisherId: added.id,
          deliveryTime: firmDay(2),
          approvalUserIdList: [
            // The manager who refuses below (华筑 has two publishing managers).
            (await member.client.approval.publishApprovers({ projectId: draft.project })).find(
              (a) => a.realname === PUBLISHING_MANAGER,
            )?.userId ?? '',
          ],
          resList,
        }),
        () => null,
      );
      await record.refusal('the shop in use is not deleted', manager.client.publish.deletePublisher({ id: added.id }));
      await record.answer(
        'the manager refuses the approval',
        manager.client.approval.refuse({ actId, common: '不印了' }),
        () => null,
      );
      await record.answer('the shop is deleted', manager.client.publish.deletePublisher({ id: added.id }));
      const names = (await member.client.publish.publishers({})).list.map((p) => p.name);
      record.value('the shop is gone', names.includes(shop.name));
      await record.answer(
        'the rule is edited',
        manager.client.publish.updateCalcRule({
          id: rule.id,
          ruleName: '平行校验-计费',
          rows: [{ sizeName: 'A1', price: 9 }],
        }),
      );
      await record.answer(
        'the quote at the edited rule',
        member.client.approval.publishQuote({ projectId: draft.project, calcRuleId: rule.id, resList }),
      );
      await record.answer('the rule is deleted', manager.client.publish.deleteCalcRule({ id: rule.id }));
      await record.refusal(
        'no quote at a deleted rule',
        member.client.approval.publishQuote({ projectId: draft.project, calcRuleId: rule.id, resList }),
      );
    },
  },
  {
    name: 'publishing: a member plans drawings of the project; the plan name is unique in the project; folders stay out; the list counts the drawings; a drawing leaves the plan',
    async run(side: Side, record) {
      const member = await signIn(side, record, MEMBER);
      const project = await projectId(record, member.client);
      const drawing = await fileNamed(member.client, project, DRAWING);
      const plan = { planName: '平行校验-发布计划', planType: PublishPlanType.Construction, projectId: project };
      const added = await record.answer('the member adds a plan', member.client.publish.addPlan(plan), (p) => ({
        planName: p.planName,
        planType: p.planType,
      }));
      await record.refusal('the same name again', member.client.publish.addPlan(plan));
      await record.refusal(
        'the name check of a taken name',
        member.client.publish.checkPlanName({ planName: plan.planName, projectId: project }),
      );
      await record.answer(
        'the drawing joins, twice asked',
        member.client.publish.addResources({ planId: added.id, resIds: [drawing.resId, drawing.resId] }),
      );
      const page = await member.client.publish.resources({ planId: added.id });
      record.value(
        'the plan’s drawings',
        page.list.map((r) => ({ resName: r.resName, current: r.recordId === drawing.recordId })),
      );
      await record.refusal(
        'a folder does not join',
        member.client.publish.addResources({ planId: added.id, resIds: [drawing.parentId] }),
      );
      const listed = async () =>
        (await member.client.publish.plans({ projectId: project })).list
          .filter((p) => p.id === added.id)
          .map((p) => ({
            planName: p.planName,
            resCount: p.resCount,
            createByName: p.createByName,
            createTime: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(p.createTime ?? ''),
          }));
      record.value('the plan in the project’s list, one drawing, by its creator', await listed());
      await record.answer(
        'the drawing leaves the plan',
        member.client.publish.removeResources({ ids: page.list.map((r) => r.id) }),
      );
      record.value(
        'the plan’s drawings after the removal',
        (await member.client.publish.resources({ planId: added.id })).total,
      );
      record.value('the list counts none', await listed());
      await record.refusal(
        'a removed row is not removed again',
        member.client.publish.removeResources({ ids: page.list.map((r) => r.id) }),
      );
      await record.answer(
        'the plan is renamed',
        member.client.publish.updatePlan({ id: added.id, planName: '平行校验-发布计划2', planType: 2 }),
      );
      await record.answer('the plan is deleted', member.client.publish.deletePlan({ id: added.id }));
      await record.refusal('its drawings are gone with it', member.client.publish.resources({ planId: added.id }));
    },
  },
];
