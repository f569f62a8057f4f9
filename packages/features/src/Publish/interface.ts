import type { DownloadLink, ShareLinkDays } from '@atelier/api';
import type { PublishFileChoice, PublishRuleMessages } from './model';

/** The publish cost table's texts (000 section 9: spec, unit price, quantity, total). */
export interface CostTableLocale {
  costTable: string;
  spec: string;
  unitPrice: string;
  quantity: string;
  total: string;
  /** 总计 under the table. */
  sum: string;
  noCosts: string;
}

export interface PublishLaunchDialogLocale extends CostTableLocale {
  title: string;
  formLabel: string;
  /** Appended to the project's name for the default approval name. */
  defaultNameSuffix: string;
  nameLabel: string;
  namePlaceholder: string;
  publisherLabel: string;
  publisherPlaceholder: string;
  noPublishers: string;
  calcRuleLabel: string;
  calcRulePlaceholder: string;
  noCalcRules: string;
  deliveryTimeLabel: string;
  approversLabel: string;
  approversPlaceholder: string;
  approversSearch: string;
  noApprovers: string;
  remarksLabel: string;
  remarksPlaceholder: string;
  filesLabel: string;
  fileCount: (count: number) => string;
  fileName: string;
  copies: string;
  /** The copies field of one drawing (its accessible name). */
  copiesOf: (fileName: string) => string;
  batchCopies: string;
  applyBatchCopies: string;
  costLabel: string;
  quoting: string;
  quoteFailed: string;
  /** Shown before a rule is chosen. */
  quoteNeedsRule: string;
  loadFailed: string;
  retry: string;
  cancel: string;
  submit: string;
  launched: string;
  submitFailed: string;
  rules: PublishRuleMessages;
}

export interface PublishLaunchDialogProps {
  projectId: string;
  projectName: string;
  /** The drawings chosen in the project directory (their current versions). */
  files: readonly PublishFileChoice[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** After the server accepted the launch; the dialog closes. */
  onLaunched?: (actId: string) => void;
  locale?: Partial<PublishLaunchDialogLocale>;
}

export interface ShareLinkDialogLocale {
  title: string;
  validity: string;
  days: (days: ShareLinkDays) => string;
  generate: string;
  regenerate: string;
  link: string;
  copy: string;
  copied: string;
  copyFailed: string;
  expireTime: (time: string) => string;
  /** The footer button that closes the dialog (the header has its own 关闭 icon). */
  close: string;
}

export interface ShareLinkDialogProps {
  /** The passed publish approval shared. */
  actId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  locale?: Partial<ShareLinkDialogLocale>;
}

export interface PublishInfoLocale extends CostTableLocale {
  pageLabel: string;
  loading: string;
  project: string;
  launcher: string;
  expireTime: string;
  costSummary: string;
  publisher: string;
  deliveryTime: string;
  calcName: string;
  copies: string;
  totalPrice: string;
  filesLabel: string;
  rootFolder: string;
  noFiles: string;
  download: string;
  downloadFile: (fileName: string) => string;
  downloadAll: string;
  /** The share link is unknown or has expired (the contract's 分享链接已失效). */
  expired: string;
  unreachable: string;
  retry: string;
}

export interface PublishInfoProps {
  /** The share link's key: {domain}/publish-info/{key}. */
  shareKey: string;
  /** A download link came back (one file or all). Unset: the browser opens it. */
  onDownload?: (link: DownloadLink) => void;
  locale?: Partial<PublishInfoLocale>;
}

/** 出版单位: the print shops' list and its dialog (issue 30). */
export interface PrintShopListLocale {
  title: string;
  add: string;
  search: string;
  searchPlaceholder: string;
  name: string;
  contact: string;
  phone: string;
  address: string;
  actions: string;
  edit: string;
  editLabel: (name: string) => string;
  delete: string;
  deleteLabel: (name: string) => string;
  deleteConfirm: (name: string) => string;
  deleteContent: string;
  deleted: string;
  empty: string;
  loadFailed: string;
  retry: string;
  addTitle: string;
  editTitle: string;
  namePlaceholder: string;
  contactPlaceholder: string;
  phonePlaceholder: string;
  addressPlaceholder: string;
  cancel: string;
  save: string;
  saved: string;
}

export interface PrintShopListProps {
  /** Shops a page (the publish lists' 50 by default). */
  pageSize?: number;
  /** Whether the section shows its own title (its h2); a page whose header already names it passes false (issue 22 item 14). */
  showTitle?: boolean;
  locale?: Partial<PrintShopListLocale>;
}

/** 计费规则: the calculation rules' list and the editor with the size × lengthening grid (issue 30). */
export interface PriceRuleListLocale {
  title: string;
  add: string;
  search: string;
  searchPlaceholder: string;
  ruleName: string;
  remarks: string;
  prices: string;
  morePrices: (count: number) => string;
  actions: string;
  edit: string;
  editLabel: (name: string) => string;
  delete: string;
  deleteLabel: (name: string) => string;
  deleteConfirm: (name: string) => string;
  deleteContent: string;
  deleted: string;
  empty: string;
  loadFailed: string;
  retry: string;
  addTitle: string;
  editTitle: string;
  ruleNamePlaceholder: string;
  remarksPlaceholder: string;
  /** The grid's caption: what a cell is. */
  gridCaption: string;
  /** The grid's hint: empty cells are not priced. */
  gridHint: string;
  size: string;
  oversize: string;
  /** A cell's accessible name: 'A1+0.125 单价（元）'. */
  cellLabel: (sizeName: string) => string;
  fillRow: string;
  fillRowLabel: (base: string) => string;
  cancel: string;
  save: string;
  saved: string;
}

export interface PriceRuleListProps {
  pageSize?: number;
  /** Whether the section shows its own title (its h2); a page whose header already names it passes false (issue 22 item 14). */
  showTitle?: boolean;
  locale?: Partial<PriceRuleListLocale>;
}

/** 发布统计: the numbers of a year's publishing (issue 30). */
export interface PublishStatisticsLocale {
  title: string;
  year: string;
  yearOption: (year: number) => string;
  fromMonth: string;
  toMonth: string;
  monthOption: (month: number) => string;
  /** The period in words, for the export's file name: 2025年, 2025年3-5月. */
  periodName: (year: number, fromMonth: number, toMonth: number) => string;
  export: string;
  exportFileName: (periodName: string) => string;
  exportFailed: string;
  sheets: string;
  money: string;
  total: string;
  totalSheets: string;
  totalMoney: string;
  /** What the charts show: the sheets or the money. */
  metric: string;
  metricCount: string;
  metricMoney: string;
  /** A ranking's rest, past its top rows. */
  other: string;
  chartLabel: (title: string, metric: string) => string;
  /** Sheets as a bar is read: 1,200 张. */
  countValue: (count: number) => string;
  /** A bar as it is read: its name and value. */
  barLabel: (name: string, value: string) => string;
  byMonth: string;
  byPublisher: string;
  byRule: string;
  byProject: string;
  month: string;
  publisher: string;
  rule: string;
  project: string;
  nothing: string;
  loadFailed: string;
  retry: string;
}

export interface PublishStatisticsProps {
  /** The year shown first, all its months (this year by default). */
  defaultYear?: number;
  /** Whether the section shows its own title (its h2); a page whose header already names it passes false (issue 22 item 14). */
  showTitle?: boolean;
  locale?: Partial<PublishStatisticsLocale>;
}

/** 发布列表 (/publish/list): the passed publish approvals waiting to be published and the published ones (issue 30). */
export interface PublishListLocale extends CostTableLocale {
  title: string;
  tabsLabel: string;
  notPublished: string;
  published: string;
  search: string;
  searchPlaceholder: string;
  project: string;
  publisher: string;
  all: string;
  startDate: string;
  endDate: string;
  rangeInvalid: string;
  reset: string;
  actName: string;
  copies: string;
  money: string;
  launchTime: string;
  publishTime: string;
  actions: string;
  costs: string;
  costsLabel: (actName: string) => string;
  costsTitle: (actName: string) => string;
  download: string;
  downloadLabel: (actName: string) => string;
  share: string;
  shareLabel: (actName: string) => string;
  confirm: string;
  confirmLabel: (actName: string) => string;
  confirmTitle: (actName: string) => string;
  confirmContent: string;
  confirmed: string;
  emptyNotPublished: string;
  emptyPublished: string;
  loadFailed: string;
  retry: string;
}

export interface PublishListProps {
  /** Whether the section shows its own title (its h2); a page whose header already names it passes false (issue 22 item 14). */
  showTitle?: boolean;
  /** Holds toPublish:download: the 下载 of the approved versions. */
  canDownload: boolean;
  /** Holds toPublish:share: 分享. */
  canShare: boolean;
  /** Holds toPublish:confirmPublish: 确认发布 on the waiting tab. */
  canConfirm: boolean;
  /** The projects the person may filter by (the portal's project list); no project filter when absent. */
  projects?: readonly { id: string; name: string }[];
  /** The tab shown first (the waiting one by default). */
  defaultTab?: 'notPublished' | 'published';
  /** Rows a page (the publish lists' 50 by default). */
  pageSize?: number;
  /** Opens a download link (a new tab by default). */
  onDownload?: (link: DownloadLink) => void;
  locale?: Partial<PublishListLocale>;
}

/** 发布计划 (issue 30): a project's plans, a plan's drawings, and the launch of a plan. */
export interface PublishPlansLocale {
  title: string;
  add: string;
  planName: string;
  planType: string;
  /** The plan types' names by their codes (PublishPlanType). */
  types: Record<number, string>;
  drawings: string;
  creator: string;
  createTime: string;
  actions: string;
  open: string;
  openLabel: (name: string) => string;
  edit: string;
  editLabel: (name: string) => string;
  delete: string;
  deleteLabel: (name: string) => string;
  empty: string;
  loadFailed: string;
  retry: string;
  addTitle: string;
  editTitle: string;
  namePlaceholder: string;
  cancel: string;
  save: string;
  created: string;
  saved: string;
  deleteTitle: string;
  deleteMessage: (name: string) => string;
  deleted: string;
  /** The heading of an open plan's drawings. */
  drawingsTitle: (name: string) => string;
  addDrawings: string;
  /** The picker's title (the project's files). */
  addDrawingsTitle: string;
  added: (count: number) => string;
  nothingNew: string;
  remove: string;
  removeTitle: string;
  removeMessage: (count: number) => string;
  removed: (count: number) => string;
  launch: string;
  /** Beside 发起发布 when drawings have no version to publish. */
  withoutVersion: (count: number) => string;
  close: string;
  drawingName: string;
  copies: string;
  drawingsEmpty: string;
  drawingsLoadFailed: string;
}

export interface PublishPlansProps {
  projectId: string;
  /** The project's name (the launch's default approval name starts with it). */
  projectName: string;
  /** Plans a page (the publish lists' 50 by default). */
  pageSize?: number;
  /** Whether the section shows its own title (its h2); a page whose header already names it passes false. */
  showTitle?: boolean;
  /** After a plan was launched as a publish approval (the launch dialog has said so). */
  onLaunched?: (actId: string) => void;
  locale?: Partial<PublishPlansLocale>;
}
