import { ResponseCode, user } from '@atelier/api';
import { type ApiClient, isApiError, queryFilterOf } from '@atelier/api/client';
import { isCancelledError, type QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { decideAccess, decideEntry, loadFailure, loadFailureEndsSession, permittedKeys } from '../guard/guard';
import { permissionsQuery, userInfoQuery } from '../queries/sessionQueries';
import type { Session } from '../session/session';

export interface GuardDeps {
  session: Session;
  client: ApiClient;
  queryClient: QueryClient;
}

/**
 * The route guard as the root route's loader: it runs before every navigation (`shouldRevalidate` is always true
 * on the root) and carries out the decisions of guard.ts.
 */
export function createGuardLoader({ session, client, queryClient }: GuardDeps) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const entry = decideEntry(
      { pathname: url.pathname, search: url.search, hash: url.hash },
      { loggedIn: session.isLoggedIn() },
    );

    switch (entry.type) {
      case 'public':
        return null;
      case 'redirect':
        throw redirect(entry.to);
      case 'tokenLogin': {
        try {
          const result = await client.auth.redirectLogin({ token: entry.token }, { signal: request.signal });
          session.login(result);
          queryClient.clear();
        } catch {
          session.clear();
          throw redirect(loadFailure.to);
        }
        throw redirect(entry.to);
      }
      case 'load':
        break;
    }

    const load = async () => {
      const [user, permissions] = await Promise.all([
        queryClient.ensureQueryData(userInfoQuery(client)),
        queryClient.ensureQueryData(permissionsQuery(client)),
      ]);
      // A page without an enterprise id (a fresh session, or one whose enterprise changed elsewhere: 40014 below)
      // works in the server's current one. One it already has stays: the user info may be a cached copy from
      // before a switch, and a stale X-Ent is answered with 40014 anyway.
      const enterpriseId = user.curEnterpriseId ?? null;
      if (session.getEnterpriseId() === null && enterpriseId !== null) session.setEnterpriseId(enterpriseId);
      return permittedKeys(permissions);
    };

    let keys: Set<string>;
    try {
      try {
        keys = await load();
      } catch (error) {
        // The account was switched to another enterprise elsewhere (40014): the stored X-Ent is stale. Drop it and
        // load again; the shared handling also announces it and moves to /dashboard.
        if (!isApiError(error) || error.code !== ResponseCode.EnterpriseSwitched) throw error;
        session.setEnterpriseId(null);
        // Whatever was cached of the user (info, permissions, roles) is of the other enterprise.
        queryClient.removeQueries(queryFilterOf(user));
        keys = await load();
      }
    } catch (error) {
      // A navigation that was replaced by another one is not a failure, nor a load that got no answer (nor one the
      // query cache cancelled).
      if (
        request.signal.aborted ||
        isCancelledError(error) ||
        !loadFailureEndsSession(isApiError(error) ? error : null)
      )
        throw error;
      session.clear();
      queryClient.clear();
      throw redirect(loadFailure.to);
    }

    const access = decideAccess(url.pathname, keys);
    if (access.type === 'redirect') throw redirect(access.to);
    return null;
  };
}
