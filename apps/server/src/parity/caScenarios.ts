import { ApplicationType, CaApprovalStatus, OwnerType, type Stamp } from '@atelier/api';
import type { ApiClient } from '@atelier/api/client';
import type { Recorder } from './record';
import { ADMIN, MEMBER, type Scenario, signIn } from './scenarios';
import type { Side } from './sides';

/**
 * Parity scenarios of stamps' CA certificates: the applications of a stamp's owner (new, change, renewal,
 * revocation), their withdrawal and the administrator's review; and what an expired certificate allows (a renewal
 * or a revocation, not a change: the shared rule `caApplicationRefusal`).
 */

/** A member whose personal signature's certificate expired, in both seeds. */
const EXPIRED_OWNER = 'wanghaitao';
const EXPIRED_SIGNATURE = '王海涛';
/** The member's personal signature, without a certificate in both seeds. */
const SIGNATURE = '李婷';

/** One of the user's own personal stamps, by name. */
async function ownStamp(client: ApiClient, name: string): Promise<Stamp> {
  const page = await client.stamp.list({ ownerType: OwnerType.Personal, pageNum: 1, pageSize: 100 });
  const found = page.list.find((s) => s.name === name);
  if (!found) throw new Error(`no personal stamp ${name}`);
  return found;
}

/** What both sides must agree on of a stamp's certificate (not its serial or organisation, which differ). */
const certificateOf = (stamp: Stamp) => ({ status: stamp.certificateStatus, hasSerial: Boolean(stamp.signCertSn) });

/** The stamp's CA log as types and statuses, newest first. */
async function logOf(record: Recorder, client: ApiClient, stampId: string) {
  const log = await record.answer('ca.log', client.ca.log({ stampId }));
  return log.map((entry) => [entry.type, entry.status]);
}

/** The administrator's pending application of a stamp, of a type. */
async function pendingOf(record: Recorder, admin: ApiClient, stampId: string, type: ApplicationType) {
  const page = await record.answer(
    'ca.applications',
    admin.ca.applications({ status: CaApprovalStatus.Pending, pageNum: 1, pageSize: 100 }),
    () => null,
  );
  const found = page.list.find((a) => a.stampId === stampId && a.type === type);
  if (!found) throw new Error(`no pending application of type ${type}`);
  return found;
}

export const caScenarios: Scenario[] = [
  {
    name: 'CA applications: apply, a second one while pending, withdraw, the administrator refuses, then passes',
    async run(side: Side, record) {
      const member = await signIn(side, record, MEMBER);
      const admin = await signIn(side, record, ADMIN);
      const signature = await ownStamp(member.client, SIGNATURE);
      const { stampId } = signature;
      record.value('before', certificateOf(signature));
      const organisations = await record.answer('ca.organisations', member.client.ca.organisations({}), () => null);
      const [organisation] = organisations;
      if (!organisation) throw new Error('no certification organisation');
      const apply = () => member.client.ca.apply({ stampId, caOrgId: organisation.caOrgId });

      await record.answer('apply', apply());
      record.value('applied', certificateOf(await ownStamp(member.client, SIGNATURE)));
      await record.refusal('apply again while pending', apply());
      await record.refusal('a member reviews', member.client.ca.applications({ pageNum: 1, pageSize: 20 }));
      await record.answer('withdraw', member.client.ca.withdrawApply({ stampId }));
      record.value('withdrawn', certificateOf(await ownStamp(member.client, SIGNATURE)));
      await record.refusal('withdraw with nothing pending', member.client.ca.withdrawApply({ stampId }));
      await record.refusal(
        'renew a certificate it does not have',
        member.client.ca.applyChange({ stampId, type: ApplicationType.Renew }),
      );

      await record.answer('apply once more', apply());
      const refused = await pendingOf(record, admin.client, stampId, ApplicationType.Create);
      await record.answer('the administrator refuses', admin.client.ca.review({ id: refused.id, pass: false }));
      record.value('refused', certificateOf(await ownStamp(member.client, SIGNATURE)));
      await record.refusal('review it twice', admin.client.ca.review({ id: refused.id, pass: true }), () => null);

      await record.answer('apply after the refusal', apply());
      const passed = await pendingOf(record, admin.client, stampId, ApplicationType.Create);
      await record.answer('the administrator passes', admin.client.ca.review({ id: passed.id, pass: true }));
      record.value('issued', certificateOf(await ownStamp(member.client, SIGNATURE)));
      await record.refusal('apply for a second certificate', apply());
      record.value('log', await logOf(record, member.client, stampId));
    },
  },
  {
    name: 'CA: an expired certificate is renewed or revoked, never changed; only its owner or an administrator acts',
    async run(side: Side, record) {
      const owner = await signIn(side, record, EXPIRED_OWNER);
      const signature = await ownStamp(owner.client, EXPIRED_SIGNATURE);
      const { stampId } = signature;
      record.value('expired', certificateOf(signature));
      const change = (type: ApplicationType, client = owner.client) => client.ca.applyChange({ stampId, type });

      await record.refusal('change it', change(ApplicationType.Change));
      await record.refusal('a new certificate through a change', change(ApplicationType.Create));
      const member = await signIn(side, record, MEMBER);
      await record.refusal('another member renews it', change(ApplicationType.Renew, member.client));
      await record.refusal('another member reads its log', member.client.ca.log({ stampId }));

      await record.answer('renew it', change(ApplicationType.Renew));
      await record.refusal('revoke it while the renewal is pending', change(ApplicationType.Revoke));
      await record.answer('withdraw the renewal', owner.client.ca.withdrawApply({ stampId }));
      record.value('still expired', certificateOf(await ownStamp(owner.client, EXPIRED_SIGNATURE)));
      await record.answer('revoke it', change(ApplicationType.Revoke));
      record.value('log', await logOf(record, owner.client, stampId));

      const admin = await signIn(side, record, ADMIN);
      const revocation = await pendingOf(record, admin.client, stampId, ApplicationType.Revoke);
      await record.answer(
        'the administrator passes the revocation',
        admin.client.ca.review({ id: revocation.id, pass: true }),
      );
      record.value('revoked', certificateOf(await ownStamp(owner.client, EXPIRED_SIGNATURE)));
      await record.refusal('renew it once revoked', change(ApplicationType.Renew));
    },
  },
];
