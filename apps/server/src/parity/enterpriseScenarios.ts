import { EnterpriseScale } from '@atelier/api';
import type { ApiClient } from '@atelier/api/client';
import type { Recorder } from './record';
import { ADMIN, MEMBER, OUTSIDER, type Scenario, signIn } from './scenarios';
import type { Side } from './sides';

/**
 * Parity of an enterprise's life: a member creates a firm of their own (its administrator, switched to it), another
 * finds it by name and asks to join, twice (40003), the founder approves, the applicant switches to it. A plain
 * member and another firm's administrator may not audit. Both people are switched back at the end, so that the
 * scenarios after this one find them where the seed put them.
 */

/** The founder: a member of 华筑 only in both seeds. */
const FOUNDER = OUTSIDER;
/** The applicant: a member of 华筑 only in both seeds. */
const APPLICANT = 'wanghaitao';
const NEW_FIRM = '何静电气设计工作室';
/** 浙江省-杭州市-西湖区 in both region tables. */
const XIHU = '330106';

async function enterpriseNamed(record: Recorder, client: ApiClient, step: string, name: string) {
  const list = await record.answer(step, client.enterprise.list());
  record.value(
    `${step}: names and current`,
    list.map((e) => [e.enterpriseName, e.isCurEnterprise]),
  );
  const found = list.find((e) => e.enterpriseName === name);
  if (!found) throw new Error(`no enterprise ${name}`);
  return found.enterpriseId;
}

export const enterpriseScenarios: Scenario[] = [
  {
    name: 'create an enterprise, search it, ask to join, approve, switch to it',
    async run(side: Side, record: Recorder) {
      const founder = await signIn(side, record, FOUNDER);
      const regions = await record.answer(
        'enterprise.regions',
        founder.client.enterprise.regions({ parentCode: '330100' }),
      );
      record.value(
        '西湖区 listed',
        regions.regionCodeList.some((r) => r.baseAreaid === XIHU && r.name === '西湖区'),
      );
      await record.refusal(
        'enterprise.create with a city',
        founder.client.enterprise.create({
          enterpriseName: NEW_FIRM,
          enterpriseScale: EnterpriseScale.Under20,
          regionCode: '330100',
          districtDetails: '',
        }),
      );
      await record.refusal(
        'enterprise.create with a name of the district',
        founder.client.enterprise.create({
          enterpriseName: '华筑建筑设计研究院有限公司',
          enterpriseScale: EnterpriseScale.Under20,
          regionCode: XIHU,
          districtDetails: '浙江省-杭州市-西湖区',
        }),
      );
      const created = await record.answer(
        'enterprise.create',
        founder.client.enterprise.create({
          enterpriseName: NEW_FIRM,
          enterpriseScale: EnterpriseScale.Under20,
          regionCode: XIHU,
          districtDetails: '浙江省-杭州市-西湖区',
        }),
      );
      record.value('create message', created.message);

      // The founder's client still names 华筑: a new sign-in lands in the new firm.
      const inFirm = await signIn(side, record, FOUNDER, 'the founder again');
      const firmId = await enterpriseNamed(record, inFirm.client, 'founder enterprise.list', NEW_FIRM);
      const detail = await record.answer('enterprise.detail', inFirm.client.enterprise.detail());
      record.value('detail', [
        detail.enterpriseName,
        detail.districtDetails,
        detail.enterpriseScale,
        detail.memberCount,
      ]);

      const applicant = await signIn(side, record, APPLICANT);
      const found = await record.answer(
        'enterprise.search',
        applicant.client.enterprise.search({ keyword: '电气设计' }),
      );
      record.value(
        'search',
        found.map((e) => [e.enterpriseName, e.districtDetails]),
      );
      const byCode = await record.answer(
        'enterprise.search by code',
        applicant.client.enterprise.search({ keyword: detail.invitationCode }),
      );
      record.value(
        'search by code',
        byCode.map((e) => e.enterpriseName),
      );
      const joined = await record.answer(
        'enterprise.join',
        applicant.client.enterprise.join({ enterpriseId: firmId, comment: '结构专业，申请加入' }),
      );
      record.value('join message', joined.message);
      await record.refusal('enterprise.join again', applicant.client.enterprise.join({ enterpriseId: firmId }));

      const pending = await record.answer('enterprise.toBeAudited', inFirm.client.enterprise.toBeAudited({}));
      record.value(
        'pending',
        pending.list.map((r) => [r.realname, r.comment, r.status]),
      );
      const request = pending.list[0];
      if (!request) throw new Error('no pending request');

      const member = await signIn(side, record, MEMBER);
      await record.refusal('a plain member lists requests', member.client.enterprise.toBeAudited({}));
      const otherAdmin = await signIn(side, record, ADMIN);
      await record.refusal('another firm’s admin approves', otherAdmin.client.enterprise.auditPass({ id: request.id }));

      await record.answer('enterprise.auditPass', inFirm.client.enterprise.auditPass({ id: request.id }));
      await record.refusal(
        'enterprise.toExamine after approval',
        inFirm.client.enterprise.toExamine({ id: request.id }),
      );
      await record.refusal('enterprise.join as a member', applicant.client.enterprise.join({ enterpriseId: firmId }));
      await enterpriseNamed(record, applicant.client, 'applicant enterprise.list', NEW_FIRM);
      await record.answer('enterprise.switch', applicant.client.enterprise.switch({ id: firmId }));

      const switched = await signIn(side, record, APPLICANT, 'the applicant again');
      record.value('applicant lands in the firm', switched.enterpriseId === firmId);

      // Back where the seed put them.
      await record.answer('applicant switches back', switched.client.enterprise.switch({ id: applicant.enterpriseId }));
      await record.answer('founder switches back', inFirm.client.enterprise.switch({ id: founder.enterpriseId }));
    },
  },
  {
    name: 'an enterprise nearing its expiry, then expired: user info, the refusal of its calls, renewed',
    async run(side: Side, record: Recorder) {
      // 李婷 (a member of both firms); her current enterprise expires and is renewed within the scenario.
      const member = await side.signIn(MEMBER);
      const expiry = (info: { enterpriseExpired?: boolean; enterpriseDaysLeft?: number | null }) => ({
        expired: info.enterpriseExpired ?? false,
        daysLeft: info.enterpriseDaysLeft ?? null,
      });
      await record.answer('no expiry', member.client.user.info(), expiry);
      try {
        await side.setEnterpriseExpiry(member.enterpriseId, new Date(Date.now() + 10 * 86_400_000 - 60_000));
        await record.answer('ten days left', member.client.user.info(), expiry);
        await record.answer('its calls answer', member.client.project.list({}), () => null);
        await side.setEnterpriseExpiry(member.enterpriseId, new Date(Date.now() - 60_000));
        await record.refusal('its calls are refused', member.client.project.list({}));
        await record.answer('user info still answers', member.client.user.info(), expiry);
        await record.answer('the enterprise list marks it', member.client.enterprise.list(), (list) =>
          list.map((e) => e.expired),
        );
      } finally {
        await side.setEnterpriseExpiry(member.enterpriseId, null);
      }
      await record.answer('renewed: its calls answer again', member.client.project.list({}), () => null);
    },
  },
];
