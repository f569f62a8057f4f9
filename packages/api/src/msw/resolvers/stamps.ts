import {
  ApplicationType,
  CaApprovalStatus,
  CertificateStatus,
  EnterpriseStampListType,
  KeyStatus,
  OwnerType,
  PageSize,
  StampEnabled,
  StampType,
} from '../../entities/constants';
import type { Stamp } from '../../entities/stamp';
import { CaMessage, caManagerRefusal, changeTypeRefusal } from '../../rules/ca';
import { checkStampImage, probeStampImage, StampImageMessage } from '../../rules/stampImage';
import {
  isCalendarDate,
  isEnterpriseAdmin,
  type StampActor,
  StampMessage,
  stampImageEditorRefusal,
  stampManagerRefusal,
  stampOwnerOnCreate,
} from '../../rules/stamps';
import type { FixtureUser } from '../seed';
import { enforce, FIXTURE_ROOT_CERTIFICATE, FixtureCode, type FixtureStore, paginate, refuse } from '../store';
import type { Resolvers } from './context';

/** Stamps and their CA certificates. */
export const stampResolvers: Resolvers = {
  stamp: {
    list: ({ store, user, data }) =>
      paginate(
        store.state.stamps.filter(
          (s) =>
            s.ownerType === data.ownerType &&
            (data.ownerType === OwnerType.Enterprise || s.userId === user.userId) &&
            (!data.stampName || s.name.includes(data.stampName)) &&
            (!data.status || s.isEnable === data.status),
        ),
        data.pageNum,
        data.pageSize,
      ),
    /**
     * As the server: enterprise stamps (output, custom, registration) by an administrator, optionally naming a
     * manager; personal ones by their owner (an administrator may issue a registration stamp to a member); the
     * image must have been uploaded.
     */
    create: ({ store, user, data }) => {
      const decided = stampOwnerOnCreate(stampActor(user), data);
      if ('refusal' in decided) return refuse(decided.refusal.code, decided.refusal.message);
      const { ownerId } = decided;
      if (!store.state.stampImages.has(data.uuid)) refuse(FixtureCode.Error, StampMessage.ImageNotFound);
      const owner = ownerId ? store.user(ownerId) : null;
      const stampId = store.nextId('st');
      const created = {
        stampId,
        id: stampId,
        name: data.name,
        stampType: data.stampType,
        ownerType: data.ownerType,
        userId: ownerId,
        uuid: data.uuid,
        isManager: data.isManager,
        fileMd5: data.fileMd5,
        isEnable: StampEnabled.Enabled,
        deadline: null,
        filePath: `/fixtures/stamps/${stampId}.png`,
        stampFileName: `${data.name}.png`,
        signCertSn: null,
        caOrgId: null,
        caOrgName: null,
        certificateStatus: CertificateStatus.NotApplied,
        userInfoVO: owner ? { realname: owner.realname, phone: owner.phone } : null,
      };
      store.state.stamps.push(created);
      return created;
    },
    /** Refused while an approval in progress places the stamp; only its manager may delete it. */
    delete: ({ store, user, data }) => {
      const found = store.stamp(data.stampId);
      enforce(stampManagerRefusal(stampActor(user), found));
      if (store.stampsInUse().has(found.stampId)) refuse(FixtureCode.Warning, StampMessage.StampInUse);
      store.state.stamps = store.state.stamps.filter((s) => s.stampId !== data.stampId);
      return null;
    },
    setEnabled: ({ store, user, data }) => {
      const found = store.stamp(data.stampId);
      enforce(stampManagerRefusal(stampActor(user), found));
      found.isEnable = data.isEnable;
      return null;
    },
    enterpriseStamps: ({ store, data }) => {
      const stampType =
        data.type === EnterpriseStampListType.Output
          ? StampType.Output
          : data.type === EnterpriseStampListType.Custom
            ? StampType.Custom
            : StampType.Registration;
      const stamps = store.state.stamps.filter(
        (s) =>
          s.stampType === stampType && (stampType === StampType.Registration || s.ownerType === OwnerType.Enterprise),
      );
      return paginate(stamps, data.pageNum, data.pageSize);
    },
    personalSign: ({ store, user }) =>
      store.state.stamps.filter((s) => s.userId === user.userId && s.ownerType === OwnerType.Personal),
    personalStamps: ({ store, data }) =>
      store.members(data.projectId, data.userName).map((m) => {
        const own = store.state.stamps.filter((s) => s.userId === m.userId && s.ownerType === OwnerType.Personal);
        return {
          userId: m.userId,
          realname: m.realname,
          signList: own.filter((s) => s.stampType === StampType.PersonalSignature),
          squareStampList: own.filter((s) => s.stampType === StampType.Custom),
          stampList: own.filter((s) => s.stampType === StampType.Registration),
        };
      }),
    uploadImage: async ({ store, data }) => {
      const bytes = new Uint8Array(await data.file.arrayBuffer());
      const problem = checkStampImage(bytes);
      const header = probeStampImage(bytes);
      if (problem || !header) return refuse(FixtureCode.Error, problem ?? StampImageMessage.Unreadable);
      const uuid = store.nextId('stamp-image');
      store.state.stampImages.set(uuid, new Blob([bytes], { type: `image/${header.format}` }));
      return { uuid, fileMd5: fixtureMd5(bytes), width: header.width, height: header.height };
    },
    /** An uploaded image; a seeded stamp draws a seal with its name (SVG); a signature slot has none. */
    image: ({ store, data }) => {
      const found = store.stamp(data.stampId);
      if (found.fileMd5 === '') return refuse(FixtureCode.Error, StampMessage.NoImage);
      return store.state.stampImages.get(found.uuid) ?? seedSealImage(found);
    },
    /**
     * Renames (the stamp's manager), sets or clears the deadline (an administrator; not a CA stamp's), or hands an
     * enterprise stamp to another member (`managerId`, an administrator).
     */
    updateInfo: ({ store, user, data }) => {
      const found = store.stamp(data.stampId);
      enforce(stampManagerRefusal(stampActor(user), found));
      const deadline = data.deadline === undefined ? undefined : data.deadline?.trim() || null;
      if (deadline !== undefined && deadline !== (found.deadline ?? null)) {
        if (!stampActor(user).isAdmin) refuse(FixtureCode.Error, StampMessage.OnlyAdmin);
        if (found.signCertSn) refuse(FixtureCode.Error, StampMessage.CaDeadline);
        if (deadline !== null && !isCalendarDate(deadline)) refuse(FixtureCode.Error, StampMessage.DeadlineFormat);
      }
      let manager: FixtureUser | undefined;
      if (data.managerId !== undefined && data.managerId !== found.userId) {
        if (!stampActor(user).isAdmin) refuse(FixtureCode.Error, StampMessage.OnlyAdmin);
        if (found.ownerType !== OwnerType.Enterprise)
          refuse(FixtureCode.Error, StampMessage.ManagerOnlyForEnterpriseStamps);
        manager = store.state.users.find((u) => u.userId === data.managerId);
        if (!manager?.enterpriseIds.includes(user.curEnterpriseId)) {
          refuse(FixtureCode.Error, StampMessage.ManagerNotMember);
        }
      }
      if (data.name !== undefined) found.name = data.name;
      if (deadline !== undefined) found.deadline = deadline;
      if (manager) {
        found.userId = manager.userId;
        found.userInfoVO = { realname: manager.realname, phone: manager.phone };
      }
      return null;
    },
    /** Replaces the image: a personal stamp by its owner (a registration stamp also by an administrator). */
    updateMd5: ({ store, user, data }) => {
      const found = store.stamp(data.id);
      enforce(stampImageEditorRefusal(stampActor(user), found));
      if (!store.state.stampImages.has(data.uuid)) refuse(FixtureCode.Error, StampMessage.ImageNotFound);
      found.uuid = data.uuid;
      found.fileMd5 = data.fileMd5;
      return null;
    },
    /** An empty signature (no image) for each chosen member who has none; an administrator's call. */
    batchCreate: ({ store, user, data }) => {
      if (!stampActor(user).isAdmin) refuse(FixtureCode.Error, StampMessage.OnlyAdmin);
      const people = [...new Set(data.userIdList)].map((userId) => store.state.users.find((u) => u.userId === userId));
      if (people.some((p) => !p?.enterpriseIds.includes(user.curEnterpriseId))) {
        refuse(FixtureCode.Error, StampMessage.MembersNotInEnterprise);
      }
      for (const person of people) {
        if (!person || personalSignatures(store, person.userId).length > 0) continue;
        const stampId = store.nextId('st');
        store.state.stamps.push({
          stampId,
          id: stampId,
          name: person.realname,
          stampType: StampType.PersonalSignature,
          ownerType: OwnerType.Personal,
          userId: person.userId,
          uuid: '',
          isManager: false,
          fileMd5: '',
          isEnable: StampEnabled.Enabled,
          deadline: null,
          filePath: '',
          stampFileName: null,
          signCertSn: null,
          caOrgId: null,
          caOrgName: null,
          certificateStatus: CertificateStatus.NotApplied,
          userInfoVO: { realname: person.realname, phone: person.phone },
        });
      }
      return null;
    },
    /** Stamps of a type and owner kind that no approval in progress places (a member: their own personal ones). */
    notInUse: ({ store, user, data }) => {
      const admin = stampActor(user).isAdmin;
      const owner =
        data.ownerType === OwnerType.Personal ? (data.userId ?? (admin ? undefined : user.userId)) : data.userId;
      if (data.ownerType === OwnerType.Personal && owner !== undefined && owner !== user.userId && !admin) {
        refuse(FixtureCode.Error, StampMessage.OtherPersonsStamps);
      }
      const inUse = store.stampsInUse();
      return store.state.stamps.filter(
        (s) =>
          s.stampType === data.type &&
          s.ownerType === data.ownerType &&
          (owner === undefined || s.userId === owner) &&
          !inUse.has(s.stampId),
      );
    },
    /** The enterprise's members with their personal stamps, by name or phone; an administrator's page. */
    personnelStamps: ({ store, user, data }) => {
      if (!stampActor(user).isAdmin) refuse(FixtureCode.Error, StampMessage.OnlyAdmin);
      const search = data.searchString?.trim();
      const people = store.state.users
        .filter((u) => u.enterpriseIds.includes(user.curEnterpriseId))
        .filter((u) => !search || u.realname.includes(search) || u.phone.includes(search));
      const page = paginate(people, data.pageNum, data.pageSize ?? PageSize.StampList);
      return {
        total: page.total,
        list: page.list.map((p) => ({
          userId: p.userId,
          realname: p.realname,
          phone: p.phone,
          stamps: store.state.stamps.filter((s) => s.ownerType === OwnerType.Personal && s.userId === p.userId),
        })),
      };
    },
    /** The stamp usage log, newest first; by stamp, by user, and by time ('YYYY-MM-DD' or a full time, inclusive). */
    log: ({ store, data }) => {
      const end = data.endTime && data.endTime.length === 10 ? `${data.endTime} 23:59:59` : data.endTime;
      const rows = store.state.stampLogs
        .filter(
          (entry) =>
            (!data.stampId || entry.stampId === data.stampId) &&
            (!data.userId || entry.userId === data.userId) &&
            (!data.startTime || entry.createTime >= data.startTime) &&
            (!end || entry.createTime <= end),
        )
        .reverse();
      return paginate(rows, data.pageNum, data.pageSize ?? PageSize.StampList);
    },
  },
  ca: {
    keys: ({ store, data }) =>
      store.state.caRecords.filter((r) => data.status === undefined || r.status === data.status),
    keyInfo: ({ store, data }) =>
      store.state.caRecords.find((r) => r.cdk === data.cdk) ?? refuse(FixtureCode.Error, CaMessage.KeyNotFound),
    organisations: ({ store }) => store.state.caOrganisations,
    apply: ({ store, user, data }) => {
      managedStamp(store, user, data.stampId);
      store.applyCa(user, {
        stampId: data.stampId,
        type: ApplicationType.Create,
        caOrgId: data.caOrgId,
        cdk: data.cdk,
      });
      return null;
    },
    applyChange: ({ store, user, data }) => {
      enforce(changeTypeRefusal(data.type));
      managedStamp(store, user, data.stampId);
      store.applyCa(user, { stampId: data.stampId, type: data.type });
      return null;
    },
    withdrawApply: ({ store, user, data }) => {
      managedStamp(store, user, data.stampId);
      store.withdrawCa(data.stampId);
      return null;
    },
    log: ({ store, user, data }) => store.caLog(managedStamp(store, user, data.stampId).stampId),
    /** Pending first, then newest first; filtered by status and by a part of the stamp's name. */
    applications: ({ store, user, data }) => {
      if (!isEnterpriseAdmin(user.roleIds)) refuse(FixtureCode.Error, CaMessage.NotAdmin);
      const rows = store.state.caApplications
        .filter(
          (a) =>
            (data.status === undefined || a.status === data.status) &&
            (!data.stampName || a.stampName.includes(data.stampName)),
        )
        .map((a, index) => ({ a, index }))
        .sort(
          (x, y) =>
            Number(y.a.status === CaApprovalStatus.Pending) - Number(x.a.status === CaApprovalStatus.Pending) ||
            y.a.createTime.localeCompare(x.a.createTime) ||
            y.index - x.index,
        )
        .map(({ a }) => a);
      return paginate(rows, data.pageNum, data.pageSize ?? PageSize.CaList);
    },
    review: ({ store, user, data }) => {
      if (!isEnterpriseAdmin(user.roleIds)) refuse(FixtureCode.Error, CaMessage.NotAdmin);
      store.reviewCa(data.id, data.pass, data.remarks);
      return null;
    },
    /** Only an unused key is given to a member; the key records whom it went to. */
    assignKey: ({ store, data }) => {
      const key =
        store.state.caRecords.find((r) => r.id === data.id) ?? refuse(FixtureCode.Error, CaMessage.KeyNotFound);
      if (key.status !== KeyStatus.Unused) refuse(FixtureCode.Warning, CaMessage.KeyNotUsable);
      const member = store.user(data.userId);
      key.descInfo = JSON.stringify({ userId: member.userId, realName: member.realname });
      return null;
    },
    rootCertificate: () => FIXTURE_ROOT_CERTIFICATE,
  },
};

/** The user as the stamp rules see them. */
const stampActor = (user: FixtureUser): StampActor => ({
  userId: user.userId,
  isAdmin: isEnterpriseAdmin(user.roleIds),
});

/** A stamp whose certificate the user acts for (its owner or manager, or an administrator), as the server's. */
function managedStamp(store: FixtureStore, user: FixtureUser, stampId: string): Stamp {
  const stamp = store.stamp(stampId);
  enforce(caManagerRefusal(stampActor(user), stamp));
  return stamp;
}

function personalSignatures(store: FixtureStore, userId: string): Stamp[] {
  return store.state.stamps.filter(
    (s) => s.ownerType === OwnerType.Personal && s.stampType === StampType.PersonalSignature && s.userId === userId,
  );
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The image of a seeded stamp, which has none uploaded: a red seal with the stamp's name (a signature: the name in
 * red strokes) on a transparent background, so pages and stories show something like the real thing.
 */
// Named CJK faces before the generic ones: a machine with more Chinese fonts installed (a server's PDF font)
// would otherwise draw the seals in another face, and the stories' pictures would change with the machine.
const SEAL_SANS = "'Noto Sans CJK SC', sans-serif";
const SEAL_SERIF = "'Noto Serif CJK SC', serif";

function seedSealImage(stamp: Pick<Stamp, 'name' | 'stampType'>): Blob {
  const name = escapeXml(stamp.name);
  const svg =
    stamp.stampType === StampType.PersonalSignature
      ? `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96"><text x="120" y="62" font-size="${Math.min(40, Math.floor(200 / Math.max(1, [...stamp.name].length)))}" font-style="italic" text-anchor="middle" fill="#b01c1c" font-family="${SEAL_SERIF}">${name}</text></svg>`
      : `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><circle cx="100" cy="100" r="92" fill="none" stroke="#c8161d" stroke-width="8"/><text x="100" y="112" font-size="${Math.min(28, Math.floor(160 / Math.max(1, [...stamp.name].length)))}" text-anchor="middle" fill="#c8161d" font-family="${SEAL_SANS}">${name}</text><text x="100" y="150" font-size="28" text-anchor="middle" fill="#c8161d">★</text></svg>`;
  return new Blob([svg], { type: 'image/svg+xml' });
}

/** A stand-in for an MD5 in the fixture: 32 hex digits that change with the bytes (FNV-1a, four lanes). */
function fixtureMd5(bytes: Uint8Array): string {
  const lanes = [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b];
  bytes.forEach((b, i) => {
    const lane = i % 4;
    lanes[lane] = Math.imul((lanes[lane] ?? 0) ^ b, 0x01000193) >>> 0;
  });
  return lanes.map((l) => l.toString(16).padStart(8, '0')).join('');
}
