import type { SocialKind } from '@atelier/api';
import type { FastifyBaseLogger } from 'fastify';
import type { SocialProviderConfig } from '../config';

/** The app's account an authorization code stands for. */
export interface SocialIdentity {
  /** The app's stable id of the account (WeChat's unionid/openid, DingTalk's unionid). */
  externalId: string;
  nickname: string;
}

/**
 * What turns a WeChat or DingTalk authorization code (from the app's QR login or its in-app authorization) into the
 * app's account. The server keeps who bound which account (social/bindings.ts); the provider only vouches for the
 * code. Answers null for a code the app does not accept; throws when the app cannot be asked (then the call fails
 * and nothing is bound).
 */
export interface SocialProvider {
  readonly name: string;
  readonly kind: SocialKind;
  identify(code: string): Promise<SocialIdentity | null>;
}

/** How long the OAuth bridge has to answer before the call fails. */
export const SOCIAL_HTTP_TIMEOUT_MS = 10_000;

/**
 * The embedded development provider (`<APP>_PROVIDER=dev`): a code `dev:<account id>[:<nickname>]` stands for that
 * account, anything else is refused. It lets a developer and the tests run login and binding without the app;
 * config.ts refuses it in production.
 */
export function createDevProvider(kind: SocialKind, log: FastifyBaseLogger): SocialProvider {
  return {
    name: 'dev',
    kind,
    async identify(code) {
      const [prefix, externalId, nickname] = code.split(':');
      if (prefix !== 'dev' || !externalId) return null;
      log.info({ social: { kind, externalId } }, 'development provider vouched for an account');
      return { externalId, nickname: nickname || externalId };
    },
  };
}

/**
 * The deployment's bridge to the app's OAuth API (`<APP>_PROVIDER=http`): POSTs `{ code }` as JSON to the bridge's
 * URL (with `Authorization: Bearer <token>` when set). A 2xx answer `{ externalId, nickname }` is the account; a 4xx
 * answer is a code the app refused; another status, a bad answer, a network failure or SOCIAL_HTTP_TIMEOUT_MS
 * without an answer throws.
 */
export function createHttpSocialProvider(
  kind: SocialKind,
  config: Extract<SocialProviderConfig, { provider: 'http' }>,
  log: FastifyBaseLogger,
): SocialProvider {
  return {
    name: 'http',
    kind,
    async identify(code) {
      const response = await fetch(config.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.token ? { authorization: `Bearer ${config.token}` } : {}),
        },
        body: JSON.stringify({ code }),
        signal: AbortSignal.timeout(SOCIAL_HTTP_TIMEOUT_MS),
      });
      if (response.status >= 400 && response.status < 500) {
        await response.arrayBuffer().catch(() => undefined);
        log.info({ social: { kind, status: response.status } }, 'OAuth bridge refused a code');
        return null;
      }
      if (!response.ok) {
        await response.arrayBuffer().catch(() => undefined);
        throw new Error(`${kind} OAuth bridge answered ${response.status}`);
      }
      const body = (await response.json()) as Partial<SocialIdentity> | null;
      if (typeof body?.externalId !== 'string' || body.externalId === '') {
        throw new Error(`${kind} OAuth bridge answered without an externalId`);
      }
      return { externalId: body.externalId, nickname: typeof body.nickname === 'string' ? body.nickname : '' };
    },
  };
}

/** The provider the settings select for an app, or null when it is off. */
export function socialProviderFor(
  kind: SocialKind,
  config: SocialProviderConfig,
  log: FastifyBaseLogger,
): SocialProvider | null {
  switch (config.provider) {
    case 'off':
      return null;
    case 'dev':
      return createDevProvider(kind, log);
    case 'http':
      return createHttpSocialProvider(kind, config, log);
  }
}
