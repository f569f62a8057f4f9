/**
 * The session's queries: who is logged in, what they may open, their enterprises. The router's guard runs them on
 * every navigation and the client download dialog is on every page, so this module is in the first script every page
 * loads: it names only the contract's user, enterprise and download areas (the others load with the pages that call
 * them).
 */
import { AppType, download, enterprise, user } from '@atelier/api';
import { type ApiClient, queryOptionsOf } from '@atelier/api/client';
import { queryOptions } from '@tanstack/react-query';

export const userInfoQuery = (client: ApiClient) =>
  queryOptions({
    ...queryOptionsOf(client, user.info),
    staleTime: 5 * 60_000,
  });

export const permissionsQuery = (client: ApiClient) =>
  queryOptions({
    ...queryOptionsOf(client, user.permissions),
    staleTime: 5 * 60_000,
  });

export const enterprisesQuery = (client: ApiClient) =>
  queryOptions({
    ...queryOptionsOf(client, enterprise.list),
    staleTime: 60_000,
  });

export const clientUrlQuery = (client: ApiClient) =>
  queryOptions({
    ...queryOptionsOf(client, download.clientUrl, { appType: AppType.Pc }),
    staleTime: 10 * 60_000,
  });
