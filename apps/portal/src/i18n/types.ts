import type { FeaturesLocale } from '@atelier/features';
import type { Locale } from '@atelier/ui';

/** Keys of the navigation entries (modules and sub-menu items) the portal knows by name. */
export type MenuLabelKey =
  // Modules
  | 'dashboard'
  | 'disk'
  | 'management'
  | 'calendar'
  | 'projectCenter'
  | 'knowledgeBase'
  | 'contact'
  | 'notification'
  | 'account'
  | 'publish'
  | 'clientSignature'
  | 'drawingReviewCenter'
  | 'workflow'
  | 'archive'
  | 'enterprise'
  // Disk
  | 'diskAll'
  | 'diskCad'
  | 'diskDocuments'
  | 'diskImages'
  | 'diskAudio'
  | 'diskVideo'
  | 'diskArchives'
  | 'diskOther'
  | 'diskRecycle'
  // Management
  | 'managementProject'
  // Calendar
  | 'calendarSchedule'
  | 'calendarMeeting'
  // Knowledge base
  | 'knowledgeSystem'
  | 'knowledgePersonnel'
  | 'knowledgeProject'
  | 'knowledgeNode'
  | 'knowledgeOpinion'
  | 'knowledgeLibrary'
  | 'knowledgeAward'
  | 'knowledgeIntegralMall'
  | 'knowledgeFeedback'
  | 'knowledgeCleanGovernment'
  // Notification
  | 'notificationEnterprise'
  | 'notificationAll'
  // Account
  | 'accountBasic'
  | 'accountSecurity'
  | 'accountPreference'
  | 'accountOrder'
  | 'accountDevice'
  | 'accountStamp'
  | 'accountOpinion'
  | 'accountPointsRecord'
  // Publish
  | 'publishList'
  | 'publishStatistic'
  | 'publishRule'
  | 'publishOrganization'
  // Client signature
  | 'clientSignatureIndex'
  | 'clientFrameConfig'
  | 'clientTemplateGroup'
  // Drawing review
  | 'drawingReview'
  // Workflow
  | 'workflowAll'
  | 'workflowBorrow'
  | 'workflowPublish'
  | 'workflowDestroy'
  | 'workflowProofreading'
  | 'workflowMeeting'
  | 'workflowKnowledge'
  // Archive
  | 'archiveSearch'
  | 'archivePreArchive'
  | 'archiveHub'
  | 'archiveSetup'
  | 'archiveFavorite'
  // Enterprise
  | 'enterpriseInfo'
  | 'enterpriseOrganization'
  | 'enterpriseDutyConfig'
  | 'enterpriseSpecialty'
  | 'enterpriseKnowledge'
  | 'enterpriseSetup'
  | 'enterpriseLog'
  | 'enterpriseCdcLog'
  | 'enterpriseKey'
  | 'enterpriseSignatureWorkflow'
  | 'enterpriseStamp'
  | 'enterpriseOpinion'
  | 'enterpriseProjectTemplate'
  | 'enterpriseStatistic';

/** Page titles of the routes that are not navigation entries. */
export type PageTitleKey =
  | 'home'
  | 'login'
  | 'notFound'
  | 'notYetAvailable'
  | 'preview'
  | 'projectList'
  | 'projectDirectory'
  | 'publicPage'
  | 'error'
  | 'solutionApproval'
  | 'solutionCad'
  | 'about'
  | 'download'
  | 'toolsDownload'
  | 'production'
  | 'industryDynamic'
  | 'industryDynamicDetail'
  | 'help'
  | 'helpSearch'
  | 'helpDoc'
  | 'publishInfo'
  | 'orderAlipay'
  | 'payment'
  | 'qrlogin'
  | 'ddlogin'
  | 'bindPhone'
  | 'profile'
  | 'empty'
  | 'qrcodeApprovalDetail'
  | 'filePreview'
  | 'textSignature'
  | 'approval'
  | 'template'
  | 'knowledgePreview'
  | 'conferenceRoom'
  | 'dashboardSchedule'
  | 'partyCommittee'
  | 'personalHomepage';

/**
 * The portal's own strings, one slice per area. `zh_CN` uses the specification's texts verbatim; `en_US` is
 * complete too. A missing key is a type error.
 */
export interface PortalLocale {
  locale: 'zh-CN' | 'en-US';
  /** The design system's strings for the same language. */
  ui: Locale;
  /** The feature components' strings for the same language. */
  features: FeaturesLocale;
  product: { name: string; title: string; tagline: string };
  common: {
    back: string;
    backToDashboard: string;
    backHome: string;
    retry: string;
    refresh: string;
    loading: string;
    languageSwitch: string;
    otherLanguage: string;
  };
  menu: Record<MenuLabelKey, string>;
  titles: Record<PageTitleKey, string>;
  login: {
    heading: string;
    username: string;
    usernamePlaceholder: string;
    password: string;
    passwordPlaceholder: string;
    remember: string;
    submit: string;
    failed: string;
    /** The tabs' name (账号登录 / 手机登录). */
    ways: string;
    phoneTab: string;
    register: string;
    forgotPassword: string;
    backToLogin: string;
    registerHeading: string;
    findBackHeading: string;
    /** Back at 账号登录 after a password reset. */
    passwordReset: string;
    /** The server asks for the slide captcha (after repeated failures). */
    captchaRequired: string;
    /** The passed challenge sent was spent or stale: a new one is shown. */
    captchaExpired: string;
    /** Submitted with the slider shown but not passed. */
    captchaFirst: string;
  };
  navbar: {
    mainNavigation: string;
    /** The first link of every page: to the main content past the navigation. */
    skipToContent: string;
    more: string;
    subNavigation: (module: string) => string;
    enterpriseSwitcher: string;
    noEnterprise: string;
    currentEnterprise: string;
    expiredEnterprise: string;
    userMenu: (name: string) => string;
    createEnterprise: string;
    joinEnterprise: string;
    enterpriseList: string;
    personalSettings: string;
    personalHomepage: string;
    help: string;
    officialSite: string;
    logout: string;
  };
  enterprise: {
    /** 001 section 8.2: switch success. */
    switched: string;
    /** 001 section 8.2: the enterprise expired (a 3 s error toast). */
    expiredToast: string;
    switchFailed: string;
  };
  comingSoon: {
    title: string;
    text: (feature: string) => string;
  };
  notFound: { title: string; text: string };
  errorPage: { title: string; text: string; reload: string };
  home: { enter: string; login: string; features: string[] };
  dashboard: {
    welcome: (name: string) => string;
    myProjects: string;
    shortcuts: string;
    quickStamp: string;
    orderedSigning: string;
    publishPlan: string;
    chooseProject: string;
    project: string;
    openProjects: string;
    noProjectAccess: string;
  };
  project: {
    panelLabel: string;
    search: string;
    searchPlaceholder: string;
    filter: string;
    filterAll: string;
    filterCreated: string;
    filterJoined: string;
    filterFavourites: string;
    labelFilter: string;
    allLabels: string;
    manageLabels: string;
    labelsOf: (project: string) => string;
    setLabelsOf: (project: string) => string;
    create: string;
    createQuick: string;
    createOrdinary: string;
    /** The project recycle bin's entry beside 新建项目 (issue 25). */
    recycle: string;
    empty: string;
    emptySearch: string;
    loadMore: string;
    chooseProject: string;
    chooseProjectText: string;
    tabs: string;
    tabFile: string;
    tabSchedule: string;
    tabWorkflow: string;
    tabReview: string;
    tabPublishPlan: string;
    folders: string;
    root: string;
    breadcrumb: string;
    files: (folder: string) => string;
    name: string;
    size: string;
    updated: string;
    actions: string;
    open: (name: string) => string;
    download: string;
    downloadItem: (name: string) => string;
    downloadSelected: (count: number) => string;
    preview: string;
    previewItem: (name: string) => string;
    refresh: string;
    upload: string;
    quickStamp: string;
    quickStampHint: string;
    orderedSigning: string;
    /** Launches a publish approval of the selected drawings. */
    publish: string;
    /** Launches a proofreading of the selected drawings (pro:file:proofreadingApproval). */
    proofread: string;
    newVersion: string;
    emptyFolder: string;
    fileActions: string;
    selected: (count: number) => string;
    total: (count: number) => string;
    folderKind: string;
    loadError: string;
    notFound: string;
  };
  projectFacts: { simpleName: string; designNum: string; year: string };
  workflow: {
    tabs: { forMe: string; launchedByMe: string; approvedByMe: string };
    tabsLabel: string;
    search: string;
    searchPlaceholder: string;
    listLabel: (tab: string) => string;
    name: string;
    type: string;
    project: string;
    launcher: string;
    status: string;
    time: string;
    ca: string;
    empty: string;
    loadFailed: string;
    retry: string;
  };
  download: {
    /** 001 section 8.1: the client-download dialog's title (文件下载). */
    dialogTitle: string;
    tooLarge: string;
    getClient: string;
    clientVersion: (version: string) => string;
    clientUnavailable: string;
    started: (fileName: string) => string;
  };
  /** The enterprise's CA page (/enterprise/key): activation codes, CA review, stamp usage, the enterprise CA. */
  caManagement: {
    tabsLabel: string;
    tabs: { keys: string; review: string; stampLog: string; certificate: string };
    certificateTitle: string;
    certificateHint: string;
    subject: string;
    serialNumber: string;
    validity: (from: string, to: string) => string;
    validityLabel: string;
    download: string;
    loadFailed: string;
    retry: string;
  };
  /** The stamp pages (/account/stamp, /enterprise/stamp). */
  stamps: {
    adminOnlyTitle: string;
    adminOnlyText: string;
    rolesFailed: string;
    retry: string;
  };
  preview: {
    heading: (name: string) => string;
    missing: string;
    unsupported: string;
    download: string;
    frameTitle: (name: string) => string;
  };
  /** The project directory's folder and file operations (issue 26). */
  projectFiles: {
    newFolder: string;
    moveTo: string;
    copyTo: string;
    copyToDisk: string;
    delete: string;
    recycleBin: string;
    backToFiles: string;
    rename: string;
    renameItem: (name: string) => string;
    deleteItem: (name: string) => string;
    versions: string;
    versionsItem: (name: string) => string;
    more: string;
    /** Issue 25: the folder's permissions, the caller's level in it, the project's members. */
    folderPermission: string;
    yourLevel: (level: string) => string;
    noAccessHere: string;
    members: string;
  };
  /** The notification centre pages and the live messages (001 sections 2.1, 4.3). */
  notify: {
    title: string;
    adminRightRemoved: string;
    projectRemoved: string;
    projectDeleted: string;
    permissionChanged: string;
  };
}
