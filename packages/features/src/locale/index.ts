export { en_US as featuresEn_US } from './en_US';
export {
  carriesFeaturesLocale,
  FeaturesLocaleProvider,
  type FeaturesLocaleProviderProps,
  featuresLocaleFor,
  useFeatureLocale,
  useFeaturesLocale,
} from './LocaleContext';
export type { AtelierLocale, FeaturesLocale, FeaturesLocaleSlice } from './types';
export { zh_CN as featuresZh_CN } from './zh_CN';
