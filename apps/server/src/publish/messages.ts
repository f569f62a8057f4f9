/**
 * The server's own refusals of publishing (Atelier's texts; the contract's `PublishMessage` holds the ones the
 * portal shows too).
 */
export const PublishRefusal = {
  PublisherNotFound: '晒图单位不存在或已删除',
  CalcRuleNotFound: '计费规则不存在或已删除',
  ApproversNotAllowed: '审批人须为该项目的发布管理员',
  NoShare: '只有发起人或有分享权限的人可以分享该发布审批',
  NoConfirmPublish: '您没有确认发布的权限',
  NoPublishList: '您没有查看发布列表的权限',
  FileNotShared: '所选文件不在该分享中',
  NothingToStamp: '发布审批无需盖章',
} as const;
