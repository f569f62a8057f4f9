export { CostTable, type CostTableProps } from './CostTable';
export {
  QUOTE_DEBOUNCE_MS,
  useCalcRules,
  useConfirmPublish,
  useCreateShareLink,
  useLaunchPublish,
  usePublishApprovers,
  usePublishers,
  usePublishNameCheck,
  usePublishQuote,
  useShareDownload,
  useShareInfo,
} from './hooks';
export type {
  CostTableLocale,
  PublishInfoLocale,
  PublishInfoProps,
  PublishLaunchDialogLocale,
  PublishLaunchDialogProps,
  ShareLinkDialogLocale,
  ShareLinkDialogProps,
} from './interface';
export {
  type CostSummary,
  clampCopies,
  costSummary,
  costTotal,
  defaultPublishName,
  formatYuan,
  initialLaunchValues,
  type LaunchField,
  launchRefusal,
  localizePublishRule,
  PUBLISH_MODULE_TYPE,
  type PublishFileChoice,
  type PublishLaunchOutput,
  type PublishLaunchValues,
  type PublishRuleMessages,
  publishLaunchFormSchema,
  type QuoteRequest,
  quoteRequest,
  type ShareInfoFailure,
  shareDayOptions,
  shareInfoFailure,
  toLaunchRequest,
  withCopies,
} from './model';
export { PublishInfo } from './PublishInfo';
export { PublishLaunchDialog } from './PublishLaunchDialog';
export { ShareLinkDialog } from './ShareLinkDialog';
