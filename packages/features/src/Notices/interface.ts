export interface NoticesLocale {
  /** The section's title: 企业公告. */
  title: string;
  hint: string;
  add: string;
  addTitle: string;
  editTitle: string;
  noticeTitle: string;
  titlePlaceholder: string;
  content: string;
  contentPlaceholder: string;
  createBy: string;
  createTime: string;
  updateTime: string;
  /** The details' line under the title, after who published it: when (and when last edited). */
  publishedAt: (time: string) => string;
  editedAt: (time: string) => string;
  actions: string;
  view: string;
  edit: string;
  delete: string;
  /** The accessible name of a row's action: 编辑 + the notice's title. */
  actionOf: (action: string, title: string) => string;
  deleteTitle: string;
  deleteText: (title: string) => string;
  added: string;
  edited: string;
  deleted: string;
  empty: string;
  loadFailed: string;
  retry: string;
  ok: string;
  cancel: string;
  close: string;
  /** The system banner's close button. */
  dismiss: string;
}

export interface EnterpriseNoticesProps {
  /**
   * The caller administers the enterprise: 发布公告, 编辑 and 删除 are offered. The server checks it again: this only
   * spares the others buttons they would be refused.
   */
  canManage: boolean;
  locale?: Partial<NoticesLocale>;
}

export interface SystemBannerProps {
  /** Where the dismissed message's id is kept (default `localStorage`); stories give their own. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  locale?: Partial<NoticesLocale>;
}
