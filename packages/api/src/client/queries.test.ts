import { describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '../contract/define';
import { api } from '../contract/endpoints/index';
import { OwnerType } from '../entities/constants';
import { everyPageOf, everyPageOptionsOf, queryFilterOf, queryKeyOf, queryOptionsOf } from './queries';

/** A client whose `call` answers from a function and records its arguments. */
function fakeClient(answer: (endpoint: AnyEndpoint, params: Record<string, unknown>) => unknown) {
  const call = vi.fn(async (endpoint: AnyEndpoint, params: Record<string, unknown>) => answer(endpoint, params));
  return { client: { call } as never, call };
}

const query = (queryKey: readonly unknown[]) => ({ queryKey });

describe('query keys', () => {
  it('are the endpoint id and the parameters', () => {
    expect(queryKeyOf(api.user.info)).toEqual(['user.info', {}]);
    expect(queryKeyOf(api.approval.detail, { actId: 'a1' })).toEqual(['approval.detail', { actId: 'a1' }]);
    expect(queryKeyOf(api.stamp.list, { ownerType: OwnerType.Personal }, 'everyPage')).toEqual([
      'stamp.list',
      { ownerType: OwnerType.Personal },
      'everyPage',
    ]);
  });

  it('come with options that call the endpoint with the query signal', async () => {
    const { client, call } = fakeClient(() => ({ userId: 'u1' }));
    const options = queryOptionsOf(client, api.approval.detail, { actId: 'a1' });
    expect(options.queryKey).toEqual(queryKeyOf(api.approval.detail, { actId: 'a1' }));
    const signal = new AbortController().signal;
    await expect(options.queryFn({ signal })).resolves.toEqual({ userId: 'u1' });
    expect(call).toHaveBeenCalledWith(api.approval.detail, { actId: 'a1' }, { signal });
    expect(queryOptionsOf(client, api.user.info).queryKey).toEqual(['user.info', {}]);
  });
});

describe('every page of a list', () => {
  it('asks page after page until the total, and is keyed as a variant', async () => {
    const { client, call } = fakeClient((_endpoint, params) => ({
      list: params.pageNum === 3 ? ['e'] : [`${params.pageNum}a`, `${params.pageNum}b`],
      total: 5,
    }));
    const params = { ownerType: OwnerType.Personal, pageSize: 2 };
    await expect(everyPageOf(client, api.stamp.list, params)).resolves.toEqual(['1a', '1b', '2a', '2b', 'e']);
    expect(call.mock.calls.map(([, request]) => request.pageNum)).toEqual([1, 2, 3]);
    expect(everyPageOptionsOf(client, api.stamp.list, params).queryKey).toEqual(['stamp.list', params, 'everyPage']);
  });

  it('stops at an empty page', async () => {
    const { client } = fakeClient(() => ({ list: [], total: 10 }));
    await expect(everyPageOf(client, api.stamp.list, { ownerType: OwnerType.Personal, pageSize: 2 })).resolves.toEqual(
      [],
    );
  });
});

describe('query filters', () => {
  it('match every query of the named endpoints and areas, whatever the parameters', () => {
    const { predicate } = queryFilterOf(api.stamp, api.ca.log);
    expect(predicate(query(queryKeyOf(api.stamp.list, { ownerType: OwnerType.Personal }, 'everyPage')))).toBe(true);
    expect(predicate(query(queryKeyOf(api.stamp.enterpriseStamps, {})))).toBe(true);
    expect(predicate(query(queryKeyOf(api.ca.log, { stampId: 's1' })))).toBe(true);
    expect(predicate(query(queryKeyOf(api.ca.applications, {})))).toBe(false);
    expect(predicate(query(queryKeyOf(api.user.info)))).toBe(false);
    expect(predicate(query(['stamp']))).toBe(false);
  });
});
