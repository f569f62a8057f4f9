import { ADDRESS_LIMITS, type AddressLimit, type AddressLimitKind, type AnyEndpoint } from '@atelier/api';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { DomainError, ErrorCode, ErrorMessage } from '../domain/errors';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

declare module 'fastify' {
  interface FastifyInstance {
    /** One limiter per kind of `addressLimit`, shared by every endpoint of that kind. */
    addressLimiters: Readonly<Record<AddressLimitKind, Limiter>>;
  }
}

/**
 * The per-address limits of the login, SMS and captcha calls (`addressLimit` beside each endpoint in the contract,
 * numbers in `ADDRESS_LIMITS`), counted with @fastify/rate-limit by the client address (Fastify's `request.ip`,
 * which follows X-Forwarded-For only as far as TRUST_PROXY allows; IPv6 by /64). One limiter per kind, so that the
 * calls of a kind share one count per address. In memory: each server process counts on its own, and a restart
 * starts again (the account lockout, which matters more, is in the database).
 */
export async function registerAddressLimits(app: FastifyInstance, limits = ADDRESS_LIMITS): Promise<void> {
  await app.register(rateLimit, { global: false });
  const limiter = (limit: AddressLimit) =>
    app.createRateLimit({ max: limit.max, timeWindow: limit.windowMinutes * 60 * 1000 });
  app.decorate('addressLimiters', {
    credentials: limiter(limits.credentials),
    sms: limiter(limits.sms),
    captcha: limiter(limits.captcha),
  });
}

/**
 * The hook that counts a call of a limited endpoint before anything else runs (body parsing, validation, the
 * handler): over the limit, HTTP 429 with `Retry-After` and 40009 操作过于频繁，请稍后再试 (an error toast).
 */
export function addressLimitHook(app: FastifyInstance, endpoint: AnyEndpoint): onRequestAsyncHookHandler | null {
  if (!endpoint.addressLimit) return null;
  if (!app.hasDecorator('addressLimiters')) {
    throw new Error(`${endpoint.id} has an address limit but the app has none: call registerAddressLimits first`);
  }
  const limiter = app.addressLimiters[endpoint.addressLimit];
  return async (request, reply) => {
    const limit = await limiter(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header('Retry-After', String(limit.ttlInSeconds));
    throw new DomainError(ErrorCode.Denied, ErrorMessage.TooManyRequests, 429);
  };
}
