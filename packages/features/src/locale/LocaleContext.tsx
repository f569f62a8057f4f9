import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { FeaturesLocale, FeaturesLocaleSlice } from './types';
import { zh_CN } from './zh_CN';

const FeaturesLocaleContext = createContext<FeaturesLocale>(zh_CN);

export interface FeaturesLocaleProviderProps {
  /** The features' strings; Chinese (`zh_CN`) when there is no provider. */
  locale: FeaturesLocale;
  children: ReactNode;
}

/** Gives the feature components their strings (next to `@atelier/ui`'s `AtelierProvider`, which has its own). */
export function FeaturesLocaleProvider({ locale, children }: FeaturesLocaleProviderProps) {
  return <FeaturesLocaleContext.Provider value={locale}>{children}</FeaturesLocaleContext.Provider>;
}

/** The whole active features locale. */
export function useFeaturesLocale(): FeaturesLocale {
  return useContext(FeaturesLocaleContext);
}

/**
 * One feature's strings: the provider's slice, overridden key by key by the component's own `locale` prop
 * (default <- provider <- props).
 */
export function useFeatureLocale<K extends FeaturesLocaleSlice>(
  slice: K,
  override?: Partial<FeaturesLocale[K]>,
): FeaturesLocale[K] {
  const locale = useContext(FeaturesLocaleContext);
  return useMemo(() => ({ ...locale[slice], ...override }), [locale, slice, override]);
}
