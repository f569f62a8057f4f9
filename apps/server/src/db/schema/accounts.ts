/**
 * Accounts (issue 24): SMS verification codes and the outbox of the embedded SMS provider.
 */
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './enterprises';

/**
 * Verification codes sent by SMS (sms/codes.ts). Only a salted SHA-256 of the code is kept. A code works once, until `expires_at`, and stops after SMS_MAX_WRONG_ATTEMPTS tries; the rows of a
 * phone also give its resend interval and hourly cap.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: id(),
    phone: text('phone').notNull(),
    /** `SmsPurpose`: login, register, findBack, bind. */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Tries against this code, counted before each comparison (the right one uses the code up). */
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.createdAt)],
);

/**
 * What the embedded SMS provider "sent" (sms/outboxProvider.ts): the text as a phone would show it, for a developer
 * (`pnpm --filter @atelier/server sms-outbox`) and for tests. A deployment with a real provider writes nothing here.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: id(),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_created_idx').on(t.createdAt)],
);

/**
 * A person's preferences (/account/preference, `addUserSetting`): one row per key (`UserSettingKey`), the value as
 * text; rules/accountSettings.ts `settingsFromRows` reads them back with their defaults.
 */
export const userSettings = pgTable(
  'user_settings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * Slide captcha challenges (auth/captcha.ts): where the hole is, kept on the server only, by a SHA-256 of the token
 * the client holds. `checked_at` is set by the one check a challenge gets, `passed_at` when that check passed; a
 * login needing the captcha deletes the passed row it names (one use). Rows end at `expires_at` (purged then).
 */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    xPosition: integer('x_position').notNull(),
    yPosition: integer('y_position').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    passedAt: timestamp('passed_at', { withTimezone: true }),
  },
  (t) => [index('captcha_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * WeChat and DingTalk accounts bound to people (social/bindings.ts): one account of an app per person, one person
 * per app account. Written only while the app's provider is on (config.ts: WECHAT_PROVIDER, DINGTALK_PROVIDER).
 */
export const socialBindings = pgTable(
  'social_bindings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `SocialKind`: wechat, dingtalk. */
    kind: text('kind').notNull(),
    /** The app's id of the account (WeChat's unionid/openid, DingTalk's unionid), as the provider answers it. */
    externalId: text('external_id').notNull(),
    nickname: text('nickname').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    uniqueIndex('social_bindings_account_idx').on(t.kind, t.externalId),
  ],
);
