export { EnterpriseNotices } from './EnterpriseNotices';
export { useNotice, useNoticeChanges, useNotices, useSystemMessage } from './hooks';
export type { EnterpriseNoticesProps, NoticesLocale, SystemBannerProps } from './interface';
export { noticesEn, noticesZh } from './locale';
export { SystemBanner } from './SystemBanner';
