import type { AnyEndpoint, EndpointRequestOutput, EndpointResultInput } from '../../contract/define';
import type { Api, Area } from '../../contract/endpoints/index';
import type { FixtureUser } from '../seed';
import type { ApprovalQuery, FixtureStore } from '../store';

/** What a resolver receives: the store, the validated request and the session. */
export interface ResolverContext<Req> {
  readonly store: FixtureStore;
  readonly data: Req;
  readonly request: Request;
  readonly token: string | null;
  /** X-Ent, or the user's current enterprise. */
  readonly enterpriseId: string;
  /** The signed-in user (a public endpoint without a session refuses when it reads this). */
  readonly user: FixtureUser;
  /** Origin of the request, for links the fixture hands out. */
  readonly origin: string;
}

/** Answers one endpoint: returns the result (or a Blob for a file), or throws a refusal. */
export type Resolver<E extends AnyEndpoint> = (
  ctx: ResolverContext<EndpointRequestOutput<E>>,
) => EndpointResultInput<E> | Promise<EndpointResultInput<E>>;

/** Resolvers by area and endpoint name; endpoints without one answer a minimal valid result. */
export type Resolvers = {
  [A in Area]?: { [N in keyof Api[A]]?: Api[A][N] extends AnyEndpoint ? Resolver<Api[A][N]> : never };
};

/** The storage host presigned part URLs point at. */
export const FIXTURE_STORAGE_ORIGIN = 'https://fixture-storage.atelier.test';

/**
 * The link a real server hands out for what the browser opens itself (a preview, a download): the declared ticket
 * endpoint under the same prefix as the call being answered. The fixture's ticket names what it stands for.
 */
export function ticketLink(request: Request, answering: AnyEndpoint, target: AnyEndpoint, ticket: string): string {
  const url = new URL(request.url);
  const prefix = url.pathname.endsWith(answering.path) ? url.pathname.slice(0, -answering.path.length) : '';
  return `${url.origin}${prefix}${target.path}?${new URLSearchParams({ ticket })}`;
}

export const pdf = (text: string) => new Blob([`%PDF-1.4\n% ${text}\n%%EOF\n`], { type: 'application/pdf' });

export const approvalQuery = (data: ApprovalQuery) => data;
