/**
 * The cost of a publish approval: ONE definition, in `@atelier/api` (rules/publish.ts), which the fixtures price
 * with too. Money is counted in whole cents; yuan appear only in the answers.
 */
export {
  centsToYuan,
  computePublishCost as computeCost,
  costRowsInYuan,
  MissingPriceError,
  type PricedDrawing,
  type PublishCost,
  yuanToCents,
} from '@atelier/api';
