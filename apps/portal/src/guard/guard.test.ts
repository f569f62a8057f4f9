import type { MenuNode } from '@atelier/api';
import { describe, expect, it } from 'vitest';
import { modules } from '../nav/modules';
import {
  activeMenuItem,
  decideAccess,
  decideEntry,
  documentTitle,
  enterpriseState,
  isMasked,
  isPublicPath,
  loadFailure,
  loadFailureEndsSession,
  matchesPattern,
  menuKeys,
  permittedKeys,
  publicRouteName,
  safeRedirect,
  subMenuRedirect,
  visibleMenuItems,
} from './guard';

const at = (url: string) => {
  const parsed = new URL(url, 'http://portal.test');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
};

/** The route tree the fixture server gives 陈建国 (packages/api/src/msw/seed.ts). */
const menuList: MenuNode[] = [
  { perms: 'dashboard', name: '工作台', path: '/dashboard' },
  { perms: 'disk', name: '网盘', path: '/disk' },
  { perms: 'projectCenter', name: '项目中心', path: '/project-center' },
  {
    perms: 'workflow',
    name: '审批中心',
    path: '/workflow',
    children: [{ perms: 'workflowProofreading', name: '校审', path: '/workflow/proofreading' }],
  },
  { perms: 'publish', name: '发布中心', path: '/publish' },
  {
    perms: 'enterprise',
    name: '企业管理',
    path: '/enterprise',
    children: [
      { perms: 'enterpriseOrganization', name: '组织架构', path: '/enterprise/organization' },
      { perms: 'enterpriseStatistic', name: '企业统计', path: '/enterprise/entStatistic' },
    ],
  },
];
const keys = permittedKeys({ menuList, authList: ['pro:file:fastApproval'] });
const moduleNamed = (segment: string) => {
  const found = modules.find((m) => m.segment === segment);
  if (!found) throw new Error(`no module ${segment}`);
  return found;
};

describe('route patterns', () => {
  it('matches required, optional and literal segments', () => {
    expect(matchesPattern('/help/doc/:moduleType', '/help/doc/3')).toBe(true);
    expect(matchesPattern('/help/doc/:moduleType', '/help/doc')).toBe(false);
    expect(matchesPattern('/payment/:id/:userId?/:entId?/:token?/:paySource?', '/payment/9')).toBe(true);
    expect(matchesPattern('/payment/:id/:userId?/:entId?/:token?/:paySource?', '/payment/9/u/e/t/s')).toBe(true);
    expect(matchesPattern('/payment/:id/:userId?/:entId?/:token?/:paySource?', '/payment/9/u/e/t/s/x')).toBe(false);
    expect(matchesPattern('/preview/:type?/:projectId?/:recordId?/:resId?/:actId?/:resName?', '/preview')).toBe(true);
    expect(matchesPattern('/user/bindphone', '/User/BindPhone/')).toBe(true);
  });

  it('lets optional segments before a required one take what is there', () => {
    const approval = '/approval/:type?/:projectId?/:recordId?/:templateId?/:templateType?/:resName';
    expect(matchesPattern(approval, '/approval/图纸.pdf')).toBe(true);
    expect(matchesPattern(approval, '/approval/1/p/r/t/2/图纸.pdf')).toBe(true);
    expect(matchesPattern(approval, '/approval')).toBe(false);
  });
});

describe('the public route list', () => {
  it.each([
    ['/login', 'login'],
    ['/404', '404'],
    ['/home', 'home'],
    ['/user/qrlogin', 'qrlogin'],
    ['/user/ddlogin/dingtalk', 'ddlogin'],
    ['/user/bindphone', 'bindPhone'],
    ['/invitation/profile', 'profile'],
    ['/empty', 'empty'],
    ['/qrcode-approval-detail', 'qrcodeApprovalDetail'],
    ['/file-preview', 'filePreview'],
    ['/knowledge-preview/12/规范.pdf', 'knowledgePreview'],
    ['/solution-approval', 'solutionApproval'],
    ['/solution-cad', 'solutionCad'],
    ['/download', 'download'],
    ['/tools-download', 'toolsDownload'],
    ['/help', 'help'],
    ['/help/search', 'helpSearch'],
    ['/help/doc/2', 'helpDoc'],
    ['/textSignature', 'textSignature'],
    ['/preview/1/p-001/r-1/res-1/act-1/A-101.pdf', 'preview'],
    ['/template/3/t-1', 'template'],
    ['/approval/1/p-001/r-1/t-1/3/A-101.pdf', 'approval'],
    ['/about', 'about'],
    ['/production', 'production'],
    ['/payment/order-1/u-1', 'payment'],
    ['/orderAlipay', 'orderAlipay'],
    ['/industry-dynamic', 'industryDynamic'],
    ['/industry-dynamic/detail/22', 'industryDynamicDetail'],
    ['/publish-info/abc', 'publishInfo'],
  ])('%s is public (%s)', (path, name) => {
    expect(publicRouteName(path)).toBe(name);
  });

  it.each(['/dashboard', '/project-center/list', '/account/basic', '/workflow/all', '/help/doc', '/nowhere'])(
    '%s needs a login',
    (path) => {
      expect(isPublicPath(path)).toBe(false);
    },
  );
});

describe('entering a route', () => {
  it('redirects the root to /home', () => {
    expect(decideEntry(at('/'), { loggedIn: false })).toEqual({ type: 'redirect', to: '/home' });
  });

  it('sends /login to /dashboard when logged in, and shows it otherwise', () => {
    expect(decideEntry(at('/login'), { loggedIn: true })).toEqual({ type: 'redirect', to: '/dashboard' });
    expect(decideEntry(at('/login'), { loggedIn: false })).toEqual({ type: 'public' });
  });

  it('honours a same-site redirect on /login when logged in, never another site', () => {
    expect(decideEntry(at('/login?redirect=%2Fproject-center%2Flist'), { loggedIn: true })).toEqual({
      type: 'redirect',
      to: '/project-center/list',
    });
    expect(decideEntry(at('/login?redirect=%2F%2Fevil.test'), { loggedIn: true })).toEqual({
      type: 'redirect',
      to: '/dashboard',
    });
  });

  it('lets public routes through without a session', () => {
    expect(decideEntry(at('/help/search'), { loggedIn: false })).toEqual({ type: 'public' });
    expect(decideEntry(at('/preview/1?recordId=r-1'), { loggedIn: false })).toEqual({ type: 'public' });
  });

  it('sends other routes to /login without a session, remembering where the user was going', () => {
    expect(decideEntry(at('/dashboard'), { loggedIn: false })).toEqual({ type: 'redirect', to: '/login' });
    expect(decideEntry(at('/project-center/dir/file/p-001?x=1'), { loggedIn: false })).toEqual({
      type: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/project-center/dir/file/p-001?x=1')}`,
    });
  });

  it('loads user info and permissions for other routes with a session', () => {
    expect(decideEntry(at('/workflow/all'), { loggedIn: true })).toEqual({ type: 'load' });
  });

  it('logs in with a token in the query of /account/basic or /dashboard and strips it', () => {
    expect(decideEntry(at('/dashboard?token=abc'), { loggedIn: false })).toEqual({
      type: 'tokenLogin',
      token: 'abc',
      to: '/dashboard',
    });
    expect(decideEntry(at('/account/basic?tab=1&token=abc#top'), { loggedIn: true })).toEqual({
      type: 'tokenLogin',
      token: 'abc',
      to: '/account/basic?tab=1#top',
    });
  });

  it('ignores a token in the query of other paths', () => {
    expect(decideEntry(at('/workflow/all?token=abc'), { loggedIn: false })).toEqual({
      type: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/workflow/all?token=abc')}`,
    });
  });

  it('resets the session and goes to /login when loading fails', () => {
    expect(loadFailure).toEqual({ type: 'logout', to: '/login' });
  });

  it('ends the session on an answer, not on a load that got none (the page left during it, the network down)', () => {
    for (const kind of ['response', 'http', 'invalidResult', 'malformed']) {
      expect(loadFailureEndsSession({ kind }), kind).toBe(true);
    }
    // Not a call's failure at all (a bug in the loader): the spec's reset.
    expect(loadFailureEndsSession(null)).toBe(true);
    for (const kind of ['network', 'aborted', 'timeout']) {
      expect(loadFailureEndsSession({ kind }), kind).toBe(false);
    }
  });

  it('keeps only same-site redirects', () => {
    expect(safeRedirect('/archive/search')).toBe('/archive/search');
    expect(safeRedirect('https://evil.test')).toBe('/dashboard');
    expect(safeRedirect('/\\evil.test')).toBe('/dashboard');
    expect(safeRedirect('/login?redirect=/x')).toBe('/dashboard');
    expect(safeRedirect(null)).toBe('/dashboard');
  });
});

describe('routes generated from the permission keys', () => {
  it('collects menu keys at every depth, and button keys with them', () => {
    expect(menuKeys(menuList)).toEqual(
      new Set([
        'dashboard',
        'disk',
        'projectCenter',
        'workflow',
        'workflowProofreading',
        'publish',
        'enterprise',
        'enterpriseOrganization',
        'enterpriseStatistic',
      ]),
    );
    expect(keys.has('pro:file:fastApproval')).toBe(true);
  });

  it('allows a permitted first segment', () => {
    expect(decideAccess('/project-center/dir/file/p-001', keys)).toEqual({ type: 'allow' });
    expect(decideAccess('/project/p-001', keys)).toEqual({ type: 'allow' });
    expect(decideAccess('/workflow/proofreading', keys)).toEqual({ type: 'allow' });
  });

  it('sends an unpermitted first segment to /dashboard', () => {
    expect(decideAccess('/archive/search', keys)).toEqual({ type: 'redirect', to: '/dashboard' });
    expect(decideAccess('/calendar/schedule', keys)).toEqual({ type: 'redirect', to: '/dashboard' });
    expect(decideAccess('/knowledge-base/personnel', keys)).toEqual({ type: 'redirect', to: '/dashboard' });
  });

  it('always allows the account pages and the dashboard itself', () => {
    expect(decideAccess('/account/security', new Set())).toEqual({ type: 'allow' });
    expect(decideAccess('/dashboard', new Set())).toEqual({ type: 'allow' });
  });

  it('leaves unknown first segments to the 404 page', () => {
    expect(decideAccess('/no-such-module/x', keys)).toEqual({ type: 'unknown' });
  });
});

describe('the sidebar', () => {
  it('shows only the permitted children when the route tree lists some', () => {
    const items = visibleMenuItems(moduleNamed('enterprise'), menuList, keys);
    expect(items.map((i) => i.label)).toEqual(['enterpriseOrganization', 'enterpriseStatistic']);
  });

  it('shows every item of a module whose node lists no children', () => {
    const items = visibleMenuItems(moduleNamed('publish'), menuList, keys);
    expect(items.map((i) => i.path)).toEqual([
      '/publish/list',
      '/publish/statistic',
      '/publish/rule',
      '/publish/organization',
    ]);
  });

  it('hides account items whose extra key is missing', () => {
    const items = visibleMenuItems(moduleNamed('account'), menuList, keys);
    expect(items.map((i) => i.label)).not.toContain('accountStamp');
    expect(items.map((i) => i.label)).not.toContain('accountOpinion');
    const withKeys = visibleMenuItems(
      moduleNamed('account'),
      menuList,
      new Set([...keys, 'clientSignature', 'pro:file:proofreadingApproval']),
    );
    expect(withKeys.map((i) => i.label)).toContain('accountStamp');
    expect(withKeys.map((i) => i.label)).toContain('accountOpinion');
  });

  it('leads the duty-config item to the first permitted of its three pages', () => {
    const tree: MenuNode[] = [
      {
        perms: 'enterprise',
        name: '企业管理',
        children: [
          { perms: 'enterpriseDutyConfigDesignPro', name: '设计项目' },
          { perms: 'enterpriseDutyConfigPostSetting', name: '岗位属性设置' },
        ],
      },
    ];
    const items = visibleMenuItems(moduleNamed('enterprise'), tree, menuKeys(tree));
    expect(items).toEqual([
      { label: 'enterpriseDutyConfig', path: '/enterprise/dutyConfig/design', match: ['/enterprise/dutyConfig'] },
    ]);
  });

  it('navigates to the first permitted item when the current route is not among them', () => {
    const items = visibleMenuItems(moduleNamed('workflow'), menuList, keys);
    expect(subMenuRedirect('/workflow/all', items)).toBe('/workflow/proofreading');
    expect(subMenuRedirect('/workflow', items)).toBe('/workflow/proofreading');
    expect(subMenuRedirect('/workflow/proofreading', items)).toBeNull();
    expect(activeMenuItem('/workflow/proofreading', items)?.label).toBe('workflowProofreading');
  });

  it('keeps detail pages under their item', () => {
    const items = visibleMenuItems(moduleNamed('archive'), menuList, keys);
    expect(subMenuRedirect('/archive/search/detail/7', items)).toBeNull();
    expect(subMenuRedirect('/archive/tagsManage/tagGroupList', items)).toBeNull();
  });

  it('has nothing to say about modules without a sub-menu', () => {
    expect(subMenuRedirect('/dashboard', visibleMenuItems(moduleNamed('dashboard'), menuList, keys))).toBeNull();
  });
});

describe('the locked-enterprise screen', () => {
  it('reads the enterprise state from user info', () => {
    expect(enterpriseState({ curEnterpriseId: null })).toBe('none');
    expect(enterpriseState({ curEnterpriseId: 'ent-001', enterpriseExpired: true })).toBe('expired');
    expect(enterpriseState({ curEnterpriseId: 'ent-001', enterpriseExpired: false })).toBe('active');
  });

  it('masks dashboard, project-main and contact without an enterprise', () => {
    for (const name of ['dashboard', 'project-main', 'contact']) expect(isMasked(name, 'none')).toBe(true);
    for (const name of ['notify_main', 'archive_main', 'enterpriseInfo', 'disk'])
      expect(isMasked(name, 'none')).toBe(false);
  });

  it('also masks notify_main, archive_main and enterpriseInfo when the enterprise expired', () => {
    for (const name of ['dashboard', 'project-main', 'contact', 'notify_main', 'archive_main', 'enterpriseInfo']) {
      expect(isMasked(name, 'expired')).toBe(true);
    }
    expect(isMasked('disk', 'expired')).toBe(false);
  });

  it('masks nothing for an active enterprise', () => {
    expect(isMasked('dashboard', 'active')).toBe(false);
  });
});

describe('page titles', () => {
  it('adds the product title except on public pages', () => {
    expect(documentTitle('/project-center/list', '项目列表', 'Atelier 设计企业协同平台')).toBe(
      '项目列表 - Atelier 设计企业协同平台',
    );
    expect(documentTitle('/login', '登录', 'Atelier 设计企业协同平台')).toBe('登录');
    expect(documentTitle('/dashboard', '', 'Atelier')).toBe('Atelier');
  });
});

describe('the knowledge base sidebar', () => {
  it('shows the personnel item only with knowledgeBasePersonnel', () => {
    const tree: MenuNode[] = [
      {
        perms: 'knowledgeBase',
        name: '知识库',
        children: [{ perms: 'knowledgeBaseSystemManageFile', name: '制度文件管理' }],
      },
    ];
    const without = visibleMenuItems(moduleNamed('knowledge-base'), tree, menuKeys(tree));
    expect(without.map((i) => i.label)).toContain('knowledgeSystem');
    expect(without.map((i) => i.label)).not.toContain('knowledgePersonnel');
    const withKey = visibleMenuItems(
      moduleNamed('knowledge-base'),
      tree,
      new Set([...menuKeys(tree), 'knowledgeBasePersonnel']),
    );
    expect(withKey.map((i) => i.label)).toContain('knowledgePersonnel');
  });
});
