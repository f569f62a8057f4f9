/**
 * The route guard's decisions (000 section 2 "Route guard", 001 sections 2.1, 2.2, 2.4 and 6), as pure functions.
 * The router's guard loader (router/guardLoader.ts) carries them out.
 *
 * 0. The root redirects to /home.
 * 1. A token in the query of /account/basic or /dashboard logs in (web redirect login): store it, strip it.
 * 2. /login redirects to /dashboard when logged in.
 * 3. The public routes need no login.
 * 4. Otherwise, without a session, to /login; with one, user info and permissions load; a failure resets the
 *    token and goes to /login.
 * 5. Routes come from the permission keys: a first path segment whose module is not permitted goes to /dashboard.
 */
import type { MenuNode } from '@atelier/api';
import { firstSegment, type ModuleDef, moduleOfPath, type SubMenuItem } from '../nav/modules';

export const GuardPaths = {
  Root: '/',
  Home: '/home',
  Login: '/login',
  Dashboard: '/dashboard',
  NotFound: '/404',
} as const;

/** The public routes by name (000 section 2) with their paths (001 section 2.1). */
export const publicRoutes = [
  { name: 'login', path: '/login' },
  { name: '404', path: '/404' },
  { name: 'home', path: '/home' },
  { name: 'solutionApproval', path: '/solution-approval' },
  { name: 'solutionCad', path: '/solution-cad' },
  { name: 'about', path: '/about' },
  { name: 'download', path: '/download' },
  { name: 'toolsDownload', path: '/tools-download' },
  { name: 'production', path: '/production' },
  { name: 'industryDynamic', path: '/industry-dynamic' },
  { name: 'industryDynamicDetail', path: '/industry-dynamic/detail/:id' },
  { name: 'help', path: '/help' },
  { name: 'helpSearch', path: '/help/search' },
  { name: 'helpDoc', path: '/help/doc/:moduleType' },
  { name: 'publishInfo', path: '/publish-info/:id' },
  { name: 'orderAlipay', path: '/orderAlipay' },
  { name: 'payment', path: '/payment/:id/:userId?/:entId?/:token?/:paySource?' },
  { name: 'qrlogin', path: '/user/qrlogin' },
  { name: 'ddlogin', path: '/user/ddlogin/:refer' },
  { name: 'bindPhone', path: '/user/bindphone' },
  { name: 'profile', path: '/invitation/profile' },
  { name: 'empty', path: '/empty' },
  { name: 'qrcodeApprovalDetail', path: '/qrcode-approval-detail' },
  { name: 'filePreview', path: '/file-preview' },
  { name: 'preview', path: '/preview/:type?/:projectId?/:recordId?/:resId?/:actId?/:resName?' },
  { name: 'textSignature', path: '/textSignature' },
  { name: 'approval', path: '/approval/:type?/:projectId?/:recordId?/:templateId?/:templateType?/:resName' },
  { name: 'template', path: '/template/:templateType?/:templateId?/:recordId?/:name?' },
  { name: 'knowledgePreview', path: '/knowledge-preview/:id?/:fileName?' },
] as const;

/** Paths whose `token` query parameter logs in (the desktop client opens the web this way). */
export const tokenLoginPaths: readonly string[] = ['/account/basic', GuardPaths.Dashboard];
export const TOKEN_QUERY_KEY = 'token';
export const REDIRECT_QUERY_KEY = 'redirect';

const segmentsOf = (path: string) => path.split('/').filter((part) => part !== '');

/**
 * Whether `pathname` matches a route pattern with `:param` and optional `:param?` segments (literal segments
 * compare case-insensitively, as react-router does).
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = segmentsOf(pattern);
  const have = segmentsOf(pathname);
  const match = (i: number, j: number): boolean => {
    if (i === want.length) return j === have.length;
    const part = want[i] as string;
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      if (j < have.length && match(i + 1, j + 1)) return true;
      return optional && match(i + 1, j);
    }
    return j < have.length && (have[j] as string).toLowerCase() === part.toLowerCase() && match(i + 1, j + 1);
  };
  return match(0, 0);
}

/** The name of the public route `pathname` belongs to, if it is one. */
export function publicRouteName(pathname: string): string | undefined {
  return publicRoutes.find((route) => matchesPattern(route.path, pathname))?.name;
}

export function isPublicPath(pathname: string): boolean {
  return publicRouteName(pathname) !== undefined;
}

/** A redirect target from a query parameter, kept only when it is a path of this site other than /login. */
export function safeRedirect(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return GuardPaths.Dashboard;
  if (matchesPattern(GuardPaths.Login, value.split(/[?#]/)[0] ?? '')) return GuardPaths.Dashboard;
  return value;
}

export interface GuardLocation {
  pathname: string;
  /** The query with its '?', or ''. */
  search: string;
  hash?: string;
}

export type EntryDecision =
  /** Needs no login: render it. */
  | { type: 'public' }
  | { type: 'redirect'; to: string }
  /** Log in with the token from the query, then go to `to` (the same page without the token). */
  | { type: 'tokenLogin'; token: string; to: string }
  /** Load user info and permissions, then {@link decideAccess}. */
  | { type: 'load' };

/** The first decision, before anything loads. */
export function decideEntry(location: GuardLocation, session: { loggedIn: boolean }): EntryDecision {
  const { pathname, search, hash = '' } = location;
  const query = new URLSearchParams(search);
  if (pathname === GuardPaths.Root) return { type: 'redirect', to: GuardPaths.Home };
  const token = query.get(TOKEN_QUERY_KEY);
  if (token && tokenLoginPaths.some((path) => matchesPattern(path, pathname))) {
    query.delete(TOKEN_QUERY_KEY);
    const rest = query.toString();
    return { type: 'tokenLogin', token, to: `${pathname}${rest ? `?${rest}` : ''}${hash}` };
  }
  if (matchesPattern(GuardPaths.Login, pathname)) {
    return session.loggedIn
      ? { type: 'redirect', to: safeRedirect(query.get(REDIRECT_QUERY_KEY)) }
      : { type: 'public' };
  }
  if (isPublicPath(pathname)) return { type: 'public' };
  if (!session.loggedIn) {
    const target = `${pathname}${search}${hash}`;
    const keep = target !== GuardPaths.Dashboard;
    return {
      type: 'redirect',
      to: keep ? `${GuardPaths.Login}?${REDIRECT_QUERY_KEY}=${encodeURIComponent(target)}` : GuardPaths.Login,
    };
  }
  return { type: 'load' };
}

/** What a failed load of user info or permissions leads to: the token is reset and the user goes to /login. */
export const loadFailure = { type: 'logout', to: GuardPaths.Login } as const;

/**
 * Whether a failed load is an answer about the session (000: the failure resets the token) or a request that got
 * none: cut off because the page is being left (a reload, an address typed during the load: the browser cancels
 * the page's requests), the network down, or the server too slow. Those keep the session; the error page offers a
 * reload.
 */
export function loadFailureEndsSession(failure: { kind: string } | null): boolean {
  return !(failure && (failure.kind === 'network' || failure.kind === 'aborted' || failure.kind === 'timeout'));
}

/** Every permission key in the route tree (menus at every depth). */
export function menuKeys(menuList: readonly MenuNode[]): Set<string> {
  const keys = new Set<string>();
  const visit = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      keys.add(node.perms);
      if (node.children) visit(node.children);
    }
  };
  visit(menuList);
  return keys;
}

/** Menu keys and button keys together: what `requires` and permission checks look up. */
export function permittedKeys(permissions: {
  menuList: readonly MenuNode[];
  authList: readonly string[];
}): Set<string> {
  const keys = menuKeys(permissions.menuList);
  for (const key of permissions.authList) keys.add(key);
  return keys;
}

export type AccessDecision =
  | { type: 'allow' }
  | { type: 'redirect'; to: string }
  /** No module has this first segment: the router's 404 page. */
  | { type: 'unknown' };

/**
 * Whether a signed-in user may open `pathname`: its first segment's module must be permitted. The dashboard is
 * where refusals land, so it is never refused (a user without it would loop).
 */
export function decideAccess(pathname: string, keys: ReadonlySet<string>): AccessDecision {
  if (pathname === '/' || isPublicPath(pathname)) return { type: 'allow' };
  const module = moduleOfPath(pathname);
  if (!module) return { type: 'unknown' };
  if (module.perms === null || module.segment === firstSegment(GuardPaths.Dashboard)) return { type: 'allow' };
  return keys.has(module.perms) ? { type: 'allow' } : { type: 'redirect', to: GuardPaths.Dashboard };
}

/** Finds a module's node in the route tree by its key. */
function findNode(nodes: readonly MenuNode[], perms: string): MenuNode | undefined {
  for (const node of nodes) {
    if (node.perms === perms) return node;
    const found = node.children ? findNode(node.children, perms) : undefined;
    if (found) return found;
  }
  return undefined;
}

export interface VisibleMenuItem {
  label: SubMenuItem['label'];
  /** Where the item leads (the first permitted variant for items with variants). */
  path: string;
  /** The paths that count as "this item". */
  match: readonly string[];
}

/** The sidebar of a module for a user: the permitted sub-menu items (001 sections 2.2 and 6). */
export function visibleMenuItems(
  module: ModuleDef,
  menuList: readonly MenuNode[],
  keys: ReadonlySet<string>,
): VisibleMenuItem[] {
  const node = module.perms ? findNode(menuList, module.perms) : undefined;
  const gated = module.gate === 'tree' && (node?.children?.length ?? 0) > 0;
  const visible: VisibleMenuItem[] = [];
  for (const item of module.items) {
    if (item.requires && !keys.has(item.requires)) continue;
    let path = item.path;
    if (item.variants && gated) {
      const variant = item.variants.find((v) => keys.has(v.perms));
      if (!variant && !keys.has(item.perms)) continue;
      path = variant?.path ?? path;
    } else if (gated && !keys.has(item.perms)) {
      continue;
    }
    visible.push({ label: item.label, path, match: item.match ?? [item.path] });
  }
  return visible;
}

const within = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/**
 * Where the sidebar sends a path that is not among its module's permitted items: the first permitted item
 * (001 section 2.2). `null`: stay.
 */
export function subMenuRedirect(pathname: string, items: readonly VisibleMenuItem[]): string | null {
  const first = items[0];
  if (!first) return null;
  if (items.some((item) => item.match.some((base) => within(pathname, base)))) return null;
  return first.path;
}

/** The item of `items` that `pathname` belongs to. */
export function activeMenuItem(pathname: string, items: readonly VisibleMenuItem[]): VisibleMenuItem | undefined {
  return items.find((item) => item.match.some((base) => within(pathname, base)));
}

/** Route names of the locked-enterprise screen (001 section 2.4). */
export const LockableRoute = {
  Dashboard: 'dashboard',
  ProjectMain: 'project-main',
  Contact: 'contact',
  NotifyMain: 'notify_main',
  ArchiveMain: 'archive_main',
  EnterpriseInfo: 'enterpriseInfo',
} as const;
export type LockableRoute = (typeof LockableRoute)[keyof typeof LockableRoute];

const lockedWithoutEnterprise: readonly string[] = [
  LockableRoute.Dashboard,
  LockableRoute.ProjectMain,
  LockableRoute.Contact,
];
const lockedWhenExpired: readonly string[] = [
  ...lockedWithoutEnterprise,
  LockableRoute.NotifyMain,
  LockableRoute.ArchiveMain,
  LockableRoute.EnterpriseInfo,
];

export type EnterpriseState = 'active' | 'none' | 'expired';

export function enterpriseState(user: {
  curEnterpriseId?: string | null;
  enterpriseExpired?: boolean;
}): EnterpriseState {
  if (!user.curEnterpriseId) return 'none';
  return user.enterpriseExpired ? 'expired' : 'active';
}

/**
 * Whether the locked-enterprise screen masks a route: without an enterprise on dashboard, project-main and
 * contact; with an expired one also on notify_main, archive_main and enterpriseInfo. Disk pages are never masked.
 */
export function isMasked(routeName: string | undefined, state: EnterpriseState): boolean {
  if (!routeName || state === 'active') return false;
  return (state === 'expired' ? lockedWhenExpired : lockedWithoutEnterprise).includes(routeName);
}

/** The document title: the page's title with the product title, except on public pages (000 section 2). */
export function documentTitle(pathname: string, pageTitle: string, productTitle: string): string {
  if (isPublicPath(pathname)) return pageTitle;
  return pageTitle && pageTitle !== productTitle ? `${pageTitle} - ${productTitle}` : productTitle;
}
