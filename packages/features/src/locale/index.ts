export { en_US as featuresEn_US } from './en_US';
export {
  FeaturesLocaleProvider,
  type FeaturesLocaleProviderProps,
  useFeatureLocale,
  useFeaturesLocale,
} from './LocaleContext';
export type { FeaturesLocale, FeaturesLocaleSlice } from './types';
export { zh_CN as featuresZh_CN } from './zh_CN';
