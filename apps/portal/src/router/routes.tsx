/**
 * The route table: 000 section 2 and 001 section 2.1. Every page is a lazily loaded module (its own chunk). Pages
 * that later issues build show the "not yet available" page.
 */
import { type RouteObject, redirect } from 'react-router';
import { LockableRoute } from '../guard/guard';
import type { MenuLabelKey, PageTitleKey } from '../i18n';
import type { RouteHandle } from './handle';

const comingSoon = () => import('../pages/ComingSoon');
const notFound = () => import('../pages/NotFound');

const menuTitle = (menu: MenuLabelKey, name?: string): RouteHandle => ({ title: { menu }, ...(name ? { name } : {}) });
const pageTitle = (page: PageTitleKey, name?: string): RouteHandle => ({ title: { page }, ...(name ? { name } : {}) });

/** A page a later issue builds. */
const soon = (path: string, handle: RouteHandle): RouteObject => ({ path, lazy: comingSoon, handle });
const soonIndex = (handle: RouteHandle): RouteObject => ({ index: true, lazy: comingSoon, handle });
/** A list of the workflow centre: the segment is its type filter. */
const workflow = (segment: string, handle: RouteHandle): RouteObject => ({
  path: segment,
  lazy: () => import('../pages/workflow/WorkflowCentre'),
  handle,
});

/** Public pages and the login-free auth pages, in the public layout. */
const publicPages: RouteObject[] = [
  soon('solution-approval', pageTitle('solutionApproval')),
  soon('solution-cad', pageTitle('solutionCad')),
  soon('about', pageTitle('about')),
  soon('download', pageTitle('download')),
  soon('tools-download', pageTitle('toolsDownload')),
  soon('production', pageTitle('production')),
  soon('industry-dynamic', pageTitle('industryDynamic')),
  soon('industry-dynamic/detail/:id', pageTitle('industryDynamicDetail')),
  soon('help', pageTitle('help')),
  soon('help/search', pageTitle('helpSearch', 'helpSearch')),
  soon('help/doc/:moduleType', pageTitle('helpDoc')),
  { path: 'publish-info/:id', lazy: () => import('../pages/publish/PublishInfo'), handle: pageTitle('publishInfo') },
  soon('orderAlipay', pageTitle('orderAlipay')),
  soon('payment/:id/:userId?/:entId?/:token?/:paySource?', pageTitle('payment')),
  soon('user/qrlogin', pageTitle('qrlogin')),
  soon('user/ddlogin/:refer', pageTitle('ddlogin')),
  soon('user/bindphone', pageTitle('bindPhone')),
  { path: 'invitation/profile', lazy: () => import('../pages/InvitationProfile'), handle: pageTitle('profile') },
  soon('empty', pageTitle('empty')),
  // Full-screen pages.
  soon('qrcode-approval-detail', pageTitle('qrcodeApprovalDetail')),
  soon('file-preview', pageTitle('filePreview')),
  {
    path: 'textSignature',
    lazy: () => import('../pages/textSignature/TextSignature'),
    handle: pageTitle('textSignature', 'textSignature'),
  },
  soon('approval/:type?/:projectId?/:recordId?/:templateId?/:templateType?/:resName', pageTitle('approval')),
  {
    path: 'template/:templateType?/:templateId?/:recordId?/:name?',
    lazy: () => import('../pages/clientSignature/TemplateFullScreen'),
    handle: pageTitle('template'),
  },
  soon('knowledge-preview/:id?/:fileName?', pageTitle('knowledgePreview')),
];

/** The modules inside the main layout; each is gated by its permission key (the guard). */
const mainPages: RouteObject[] = [
  {
    path: 'dashboard',
    children: [
      {
        index: true,
        lazy: () => import('../pages/Dashboard'),
        handle: menuTitle('dashboard', LockableRoute.Dashboard),
      },
      {
        path: 'workbench',
        lazy: () => import('../pages/Dashboard'),
        handle: menuTitle('dashboard', LockableRoute.Dashboard),
      },
      soon('conference-room/:room_id?', pageTitle('conferenceRoom')),
      soon('schedule', pageTitle('dashboardSchedule')),
      soon('partyCommittee', pageTitle('partyCommittee')),
      soon('partyCommittee/:id/:stage?', pageTitle('partyCommittee')),
    ],
  },
  {
    path: 'disk',
    handle: menuTitle('disk'),
    children: [
      { index: true, lazy: () => import('../pages/disk/DiskFiles'), handle: menuTitle('diskAll') },
      { path: 'category/:category?', lazy: () => import('../pages/disk/DiskFiles'), handle: { name: 'subdisk' } },
      {
        path: 'recycle/:category?',
        lazy: () => import('../pages/disk/DiskRecycle'),
        handle: menuTitle('diskRecycle', 'recycle'),
      },
    ],
  },
  {
    path: 'management',
    handle: menuTitle('management'),
    children: [soonIndex({}), soon('project', menuTitle('managementProject'))],
  },
  {
    path: 'calendar',
    handle: menuTitle('calendar'),
    children: [
      soonIndex({}),
      soon('schedule', menuTitle('calendarSchedule')),
      soon('meeting', menuTitle('calendarMeeting')),
    ],
  },
  {
    path: 'project-center',
    lazy: () => import('../pages/project/ProjectCenterLayout'),
    handle: menuTitle('projectCenter', LockableRoute.ProjectMain),
    children: [
      { index: true, lazy: () => import('../pages/project/ProjectCenterIndex') },
      { path: 'list', lazy: () => import('../pages/project/ProjectHome'), handle: pageTitle('projectList') },
      {
        path: 'dir/:tab?/:project_id?/:res_id?/:stage?/:task_id?',
        lazy: () => import('../pages/project/ProjectDirectory'),
        handle: pageTitle('projectDirectory', 'projectCenterDir'),
      },
    ],
  },
  {
    path: 'project/:project_id',
    lazy: () => import('../pages/project/ProjectMain'),
    handle: menuTitle('projectCenter', LockableRoute.ProjectMain),
  },
  {
    path: 'knowledge-base',
    handle: menuTitle('knowledgeBase'),
    children: [
      soonIndex({}),
      soon('system/:type/:classify', menuTitle('knowledgeSystem')),
      soon('systemDetail/:type/:classify/:id?', menuTitle('knowledgeSystem')),
      soon('systemDetail/manageFile/all/:policyId', menuTitle('knowledgeSystem')),
      soon('systemDetail/solicitOpinions/all/:moduleId', menuTitle('knowledgeSystem')),
      soon('systemDetail/manageOutsideFile/all/:moduleId', menuTitle('knowledgeSystem')),
      soon('personnel', menuTitle('knowledgePersonnel')),
      soon('personnel/:user_id/experience', pageTitle('personalHomepage')),
      soon('personnel/:user_id?/:type?', menuTitle('knowledgePersonnel')),
      soon('project/:type?', menuTitle('knowledgeProject')),
      soon('projectDetail/:estabProId?', menuTitle('knowledgeProject')),
      soon('node/:id?', menuTitle('knowledgeNode')),
      soon('opinion/:id?', menuTitle('knowledgeOpinion')),
      soon('feedback/:id?', menuTitle('knowledgeFeedback')),
      soon('integralmall', menuTitle('knowledgeIntegralMall')),
      soon('integralmall/:id', menuTitle('knowledgeIntegralMall')),
      soon('award', menuTitle('knowledgeAward')),
      soon('awardDetail/:id', menuTitle('knowledgeAward')),
      soon('library', menuTitle('knowledgeLibrary')),
      soon('manageBooks', menuTitle('knowledgeLibrary')),
      soon('libraryDetail/:id', menuTitle('knowledgeLibrary')),
      soon('cleanGovernment', menuTitle('knowledgeCleanGovernment')),
      soon('governmentManage', menuTitle('knowledgeCleanGovernment')),
      soon('caseDetail/:id', menuTitle('knowledgeCleanGovernment')),
      soon('warnDetail/:id', menuTitle('knowledgeCleanGovernment')),
    ],
  },
  { path: 'contact', lazy: () => import('../pages/Contact'), handle: menuTitle('contact', LockableRoute.Contact) },
  {
    path: 'notification',
    handle: menuTitle('notification'),
    children: [
      { index: true, loader: () => redirect('/notification/notify/all') },
      {
        path: 'notify/:notify_id?',
        lazy: () => import('../pages/notification/NotificationMain'),
        handle: { name: LockableRoute.NotifyMain },
      },
    ],
  },
  {
    path: 'account',
    handle: menuTitle('account'),
    children: [
      soonIndex({}),
      { path: 'basic', lazy: () => import('../pages/account/Basic'), handle: menuTitle('accountBasic') },
      { path: 'security', lazy: () => import('../pages/account/Security'), handle: menuTitle('accountSecurity') },
      { path: 'preference', lazy: () => import('../pages/account/Preference'), handle: menuTitle('accountPreference') },
      { path: 'device', lazy: () => import('../pages/account/Device'), handle: menuTitle('accountDevice') },
      soon('order', menuTitle('accountOrder')),
      { path: 'stamp', lazy: () => import('../pages/stamps/PersonalStamps'), handle: menuTitle('accountStamp') },
      { path: 'opinion', lazy: () => import('../pages/account/Opinion'), handle: menuTitle('accountOpinion') },
      soon('pointsRecord', menuTitle('accountPointsRecord')),
    ],
  },
  {
    path: 'publish',
    handle: menuTitle('publish'),
    children: [
      soonIndex({}),
      { path: 'list', lazy: () => import('../pages/publish/PublishList'), handle: menuTitle('publishList') },
      {
        path: 'statistic',
        lazy: () => import('../pages/publish/Statistics'),
        handle: menuTitle('publishStatistic'),
      },
      { path: 'rule', lazy: () => import('../pages/publish/PriceRules'), handle: menuTitle('publishRule') },
      {
        path: 'organization',
        lazy: () => import('../pages/publish/PrintShops'),
        handle: menuTitle('publishOrganization'),
      },
    ],
  },
  {
    path: 'client-signature',
    handle: menuTitle('clientSignature'),
    children: [
      { index: true, loader: () => redirect('/client-signature/index') },
      {
        path: 'index',
        lazy: () => import('../pages/clientSignature/TemplateList'),
        handle: menuTitle('clientSignatureIndex'),
      },
      {
        path: 'frame-config',
        lazy: () => import('../pages/clientSignature/FrameConfig'),
        handle: menuTitle('clientFrameConfig'),
      },
      {
        path: 'template-group',
        lazy: () => import('../pages/clientSignature/TemplateGroups'),
        handle: menuTitle('clientTemplateGroup'),
      },
    ],
  },
  {
    path: 'drawingReviewCenter',
    handle: menuTitle('drawingReviewCenter'),
    children: [
      soonIndex({}),
      soon('drawingReview', menuTitle('drawingReview')),
      soon('drawingList/:type/:projectId/:parentId', menuTitle('drawingReview')),
    ],
  },
  {
    path: 'workflow',
    handle: menuTitle('workflow'),
    children: [
      { index: true, loader: () => redirect('/workflow/all') },
      workflow('all', menuTitle('workflowAll')),
      workflow('borrow', menuTitle('workflowBorrow')),
      workflow('publish', menuTitle('workflowPublish')),
      workflow('destroy', menuTitle('workflowDestroy')),
      workflow('proofreading', menuTitle('workflowProofreading')),
      workflow('meeting', menuTitle('workflowMeeting')),
      workflow('knowledge-base', menuTitle('workflowKnowledge')),
    ],
  },
  {
    path: 'archive',
    handle: menuTitle('archive', LockableRoute.ArchiveMain),
    children: [
      soonIndex({}),
      soon('search', menuTitle('archiveSearch')),
      soon('search/search-result', menuTitle('archiveSearch')),
      soon('search/detail/:id', menuTitle('archiveSearch')),
      soon('pre-archive', menuTitle('archivePreArchive')),
      soon(
        'pre-archive/:pre_archive_id/:arc_name?/:tab?/:project_id?/:pre_task_id?/:pre_task_name?/:arc_res_id?',
        menuTitle('archivePreArchive'),
      ),
      soon('archive-hub', menuTitle('archiveHub')),
      soon('archive-hub/:archive_id', menuTitle('archiveHub')),
      soon('setup', menuTitle('archiveSetup')),
      soon('tagsManage/:page?', menuTitle('archiveSetup')),
      soon('favorite', menuTitle('archiveFavorite')),
    ],
  },
  {
    path: 'enterprise',
    handle: menuTitle('enterprise'),
    children: [
      soonIndex({}),
      {
        path: 'info',
        lazy: () => import('../pages/enterprise/EnterpriseInfo'),
        handle: menuTitle('enterpriseInfo', LockableRoute.EnterpriseInfo),
      },
      {
        path: 'organization',
        lazy: () => import('../pages/enterprise/Organization'),
        handle: menuTitle('enterpriseOrganization'),
      },
      {
        path: 'dutyConfig/:type?',
        lazy: () => import('../pages/enterprise/DutyConfig'),
        handle: menuTitle('enterpriseDutyConfig'),
      },
      {
        path: 'specialty',
        lazy: () => import('../pages/enterprise/Specialty'),
        handle: menuTitle('enterpriseSpecialty'),
      },
      soon('knowledge/:type?', menuTitle('enterpriseKnowledge')),
      { path: 'setup', lazy: () => import('../pages/enterprise/Setup'), handle: menuTitle('enterpriseSetup') },
      { path: 'log', lazy: () => import('../pages/enterprise/Log'), handle: menuTitle('enterpriseLog') },
      soon('cdcLog', menuTitle('enterpriseCdcLog')),
      { path: 'key', lazy: () => import('../pages/enterprise/CaManagement'), handle: menuTitle('enterpriseKey') },
      soon('signatureWorkflow', menuTitle('enterpriseSignatureWorkflow')),
      {
        path: 'stamp',
        lazy: () => import('../pages/stamps/EnterpriseStamps'),
        handle: menuTitle('enterpriseStamp'),
      },
      { path: 'opinion', lazy: () => import('../pages/enterprise/Opinion'), handle: menuTitle('enterpriseOpinion') },
      {
        path: 'entProTemp',
        lazy: () => import('../pages/enterprise/ProjectTemplates'),
        handle: menuTitle('enterpriseProjectTemplate'),
      },
      soon('entStatistic', menuTitle('enterpriseStatistic')),
    ],
  },
];

/** The children of the root route (whose loader is the guard). */
export const childRoutes: RouteObject[] = [
  { path: 'login', lazy: () => import('../pages/Login'), handle: pageTitle('login', 'login') },
  { path: '404', lazy: notFound, handle: pageTitle('notFound', '404') },
  { path: 'home', lazy: () => import('../pages/Home'), handle: pageTitle('home', 'home') },
  {
    path: 'preview/:type?/:projectId?/:recordId?/:resId?/:actId?/:resName?',
    lazy: () => import('../pages/Preview'),
    handle: pageTitle('preview', 'preview'),
  },
  { lazy: () => import('../layout/PublicLayout'), children: publicPages },
  { lazy: () => import('../layout/MainLayout'), children: mainPages },
  { path: '*', lazy: notFound, handle: pageTitle('notFound') },
];
