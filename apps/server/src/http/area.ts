import type { AnyEndpoint } from '@atelier/api';
import type { FastifyInstance } from 'fastify';
import { DomainError, ErrorCode, ErrorMessage } from '../domain/errors';
import { type EndpointHandler, registerEndpoint } from './registerEndpoint';

/** Marks an endpoint the contract declares and this server does not answer yet: it refuses with 50001. */
export const PLANNED: unique symbol = Symbol('planned');

/** A handler for every endpoint of an area, or `PLANNED`: the compiler checks the object against the area. */
export type AreaHandlers<A extends Record<string, AnyEndpoint>> = {
  readonly [K in keyof A]: EndpointHandler<A[K]> | typeof PLANNED;
};

/** One contract area served by the server: the endpoints it answers and the ones still planned. */
export interface AreaPlugin<Name extends string = string> {
  readonly area: Name;
  readonly implemented: readonly string[];
  readonly planned: readonly string[];
  /** Mounts every endpoint of the area on the app. */
  register(app: FastifyInstance): void;
}

const notYetAvailable = (): never => {
  throw new DomainError(ErrorCode.NotYetAvailable, ErrorMessage.NotYetAvailable);
};

/**
 * The plugin of one contract area (`implementArea(api.stamp, { list: …, create: PLANNED })`). An area that gains
 * an endpoint in the contract does not compile until its plugin says whether it is served or planned. Planned
 * endpoints, form endpoints included, are mounted too and answer 50001 该功能暂未开放 (a warning toast).
 */
export function implementArea<A extends Record<string, AnyEndpoint>>(
  area: A,
  handlers: AreaHandlers<A>,
): AreaPlugin<A[keyof A]['area']> {
  type Entry = { endpoint: AnyEndpoint; handler: EndpointHandler<AnyEndpoint> | typeof PLANNED };
  const endpoints = Object.keys(area).map((name): Entry => {
    const endpoint = area[name] as AnyEndpoint;
    const handler = handlers[name] as EndpointHandler<AnyEndpoint> | typeof PLANNED | undefined;
    if (handler === undefined) throw new Error(`${endpoint.id} has no handler`);
    return { endpoint, handler };
  });
  const first = endpoints[0]?.endpoint;
  if (!first) throw new Error('An area has endpoints');
  return {
    area: first.area as A[keyof A]['area'],
    implemented: endpoints.filter((e) => e.handler !== PLANNED).map((e) => e.endpoint.id),
    planned: endpoints.filter((e) => e.handler === PLANNED).map((e) => e.endpoint.id),
    register(app) {
      for (const { endpoint, handler } of endpoints) {
        registerEndpoint(app, endpoint, handler === PLANNED ? notYetAvailable : handler);
      }
    },
  };
}
