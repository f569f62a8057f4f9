/**
 * Enterprises, their people and logins: accounts, memberships and roles, sessions, the login throttle, and
 * the enterprise dictionaries (duties, specialties).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/**
 * The enterprise a row belongs to. references.ts has the same helper for the other modules; it imports this module,
 * so it is not imported here.
 */
const enterpriseRef = () =>
  text('enterprise_id')
    .notNull()
    .references(() => enterprises.id);

export const enterprises = pgTable('enterprises', {
  id: id(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  /** Province-city-district labels, e.g. 浙江省-杭州市-西湖区. */
  districtDetails: text('district_details').notNull().default(''),
  /** After this moment the enterprise is expired: its members are sent to switch (001 section 2.4). */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** Whether enterprise stamps are kept in the cloud ('1' in the spec's stampIsCloud). */
  stampIsCloud: boolean('stamp_is_cloud').notNull().default(true),
  createdAt: createdAt(),
  /** The district's GB/T 2260 code (enterprises/regions.ts); '' for enterprises made before it was kept. */
  regionCode: text('region_code').notNull().default(''),
  /** `EnterpriseScale` (1 under 20 ... 5 over 200), null when not told. */
  enterpriseScale: integer('enterprise_scale'),
  /** The avatar as a data: URL (a JPG or PNG under 500 KB), null for none. */
  avatar: text('avatar'),
  /** Others find the enterprise by it to ask to join (001 section 5.2). */
  invitationCode: text('invitation_code').unique(),
  /** Who created it in the portal (null for seeded enterprises). */
  creatorId: text('creator_id'),
});

export const users = pgTable('users', {
  id: id(),
  username: text('username').notNull().unique(),
  /** scrypt: `scrypt$N$r$p$salt$hash`, base64 parts. */
  passwordHash: text('password_hash').notNull(),
  realname: text('realname').notNull(),
  phone: text('phone').notNull().unique(),
  email: text('email'),
  avatar: text('avatar'),
  /** The file-store key of the avatar the person uploaded (auth/profile.ts); `avatar` holds its public URL. */
  avatarKey: text('avatar_key'),
  /** The enterprise the user works in now; shared by all the user's sessions (a switch elsewhere answers 40014). */
  currentEnterpriseId: text('current_enterprise_id').references(() => enterprises.id),
  /**
   * `AccountStatus` of the account: 1 正常, 3 未激活 (added by an administrator and not signed in yet: no password of
   * its own until the first login or password set, auth/userRepository.ts `activateAccount`).
   */
  accountStatus: integer('account_status').notNull().default(1),
  createdAt: createdAt(),
});

/** Fixed roles of 000 section 3 (`FixedRoleId`): enterprise admin, archive admin, publishing manager; none for staff. */
export const enterpriseMembers = pgTable(
  'enterprise_members',
  {
    enterpriseId: enterpriseRef(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    /** Disabled by an administrator (`AccountStatus.Disabled`): kept, so that their work stays attributable. */
    disabled: boolean('disabled').notNull().default(false),
    joinedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.userId] }), index('enterprise_members_user_idx').on(t.userId)],
);

/** A login. Only the SHA-256 of the token is stored: a copy of the database does not open sessions. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    userAgent: text('user_agent').notNull().default('web'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Names the session in /account/device (the token hash never leaves the server). */
    id: text('id').notNull().unique().default(sql`gen_random_uuid()::text`),
    /** The address and the browser's User-Agent header at login, for the device list. */
    ip: text('ip').notNull().default(''),
    browser: text('browser').notNull().default(''),
    /** The last call made with it (renewed at most once a minute, auth/session.ts). */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Wrong logins counted per account (`account:<user id>`: its user name and phone number share one count) or, for a
 * name that is no account, per typed name (`name:<name, trimmed, lower case>`). In the database, so that a restart
 * does not lift a lockout and every server process counts together (auth/loginThrottle.ts).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    key: text('key').primaryKey(),
    /** Attempts counted in the window, the one being checked included. */
    failures: integer('failures').notNull(),
    /** The first attempt of the window; the window ends LOGIN_FAILURE_WINDOW_MINUTES later. */
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_window_idx').on(t.windowStartedAt)],
);

/** The duties dictionary of an enterprise (设计, 校对, 审核, 审定, 专业负责人, 项目负责人 ...). */
export const duties = pgTable(
  'duties',
  {
    id: id(),
    enterpriseId: enterpriseRef(),
    name: text('name').notNull(),
    alias: text('alias'),
    /** `DutyRole`: 1 normal, 2 manager (专业负责人, 项目负责人). */
    dutyRole: integer('duty_role').notNull().default(1),
    /** Whether the duty signs drawings (a signer field of the title block): `isSign=1` lists only these. */
    isSign: boolean('is_sign').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    disabled: boolean('disabled').notNull().default(false),
    /** `DutyType`: 1 engineering management, 2 design project (the seed's and a new firm's), 3 post. */
    dutyType: integer('duty_type').notNull().default(2),
  },
  (t) => [index('duties_enterprise_idx').on(t.enterpriseId)],
);

export const specialties = pgTable(
  'specialties',
  {
    id: id(),
    enterpriseId: enterpriseRef(),
    name: text('name').notNull(),
    alias: text('alias'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('specialties_enterprise_idx').on(t.enterpriseId)],
);

/** Requests to join an enterprise (001 section 5.2), audited by its administrators: one pending per user and enterprise. */
export const joinRequests = pgTable(
  'join_requests',
  {
    id: id(),
    enterpriseId: enterpriseRef(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    comment: text('comment').notNull().default(''),
    /** `JoinRequestStatus`: 0 pending, 1 approved, 2 rejected. */
    status: integer('status').notNull().default(0),
    createdAt: createdAt(),
    /** When and by whom it was approved or rejected. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by').references(() => users.id),
  },
  (t) => [
    index('join_requests_enterprise_idx').on(t.enterpriseId, t.status),
    uniqueIndex('join_requests_one_pending_idx').on(t.enterpriseId, t.userId).where(sql`${t.status} = 0`),
  ],
);
