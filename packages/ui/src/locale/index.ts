export { en_US } from './en_US';
export { LocaleContext, useComponentLocale, useLocale } from './LocaleContext';
export type { Locale, LocaleSlice } from './types';
export { zh_CN } from './zh_CN';
