import { createContext, useContext, useMemo } from 'react';
import type { Locale, LocaleSlice } from './types';
import { zh_CN } from './zh_CN';

export const LocaleContext = createContext<Locale>(zh_CN);

/** The whole active locale. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/**
 * One component's strings: the provider's slice, overridden key by key by the
 * component's own `locale` prop (default <- provider <- props, as in Ant Design).
 */
export function useComponentLocale<K extends LocaleSlice>(slice: K, override?: Partial<Locale[K]>): Locale[K] {
  const locale = useContext(LocaleContext);
  return useMemo(() => ({ ...locale[slice], ...override }), [locale, slice, override]);
}
