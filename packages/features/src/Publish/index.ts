export { CostTable, type CostTableProps } from './CostTable';
export {
  cellSizeName,
  emptyGrid,
  fillRowFromBase,
  GRID_COLUMNS,
  gridOf,
  parsePrice,
  priceRuleFormSchema,
  priceSummary,
  printShopValues,
} from './catalogModel';
export {
  QUOTE_DEBOUNCE_MS,
  useCalcRulePage,
  useCalcRules,
  useCatalogNameCheck,
  useConfirmPublish,
  useConfirmPublishing,
  useCreateShareLink,
  useDeleteCalcRule,
  useDeletePublisher,
  useDownloadApproved,
  useLaunchPublish,
  usePublishApprovers,
  usePublisherPage,
  usePublishers,
  usePublishList,
  usePublishNameCheck,
  usePublishQuote,
  usePublishStatistics,
  useSaveCalcRule,
  useSavePublisher,
  useShareDownload,
  useShareInfo,
} from './hooks';
export type {
  CostTableLocale,
  PriceRuleListLocale,
  PriceRuleListProps,
  PrintShopListLocale,
  PrintShopListProps,
  PublishInfoLocale,
  PublishInfoProps,
  PublishLaunchDialogLocale,
  PublishLaunchDialogProps,
  PublishListLocale,
  PublishListProps,
  PublishPlansLocale,
  PublishPlansProps,
  PublishStatisticsLocale,
  PublishStatisticsProps,
  ShareLinkDialogLocale,
  ShareLinkDialogProps,
} from './interface';
export {
  hasFilters,
  isDateRangeValid,
  NO_FILTERS,
  type PublishListFilters,
  PublishListTab,
  publishListRequest,
  publishRowActions,
} from './listModel';
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
export { PriceRuleList } from './PriceRuleList';
export { PrintShopList } from './PrintShopList';
export { PublishInfo } from './PublishInfo';
export { PublishLaunchDialog } from './PublishLaunchDialog';
export { PublishList } from './PublishList';
export { PublishPlans } from './PublishPlans';
export { PublishStatistics } from './PublishStatistics';
export {
  type PlanValues,
  useAddPlanDrawings,
  useDeletePlan,
  usePlanDrawings,
  usePlanNameCheck,
  usePublishPlans,
  useRemovePlanDrawings,
  useSavePlan,
} from './planHooks';
export { drawingsToAdd, PLAN_TYPES, type PlanDrawing, planLaunchFiles, planNameError } from './planModel';
export { ShareLinkDialog } from './ShareLinkDialog';
export {
  fillPeriodMonths,
  statisticPeriodOf,
  statisticTotal,
  statisticYears,
  topRows,
} from './statisticsModel';
