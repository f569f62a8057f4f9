import { type Locale, useLocale } from '@atelier/ui';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { en_US } from './en_US';
import type { AtelierLocale, FeaturesLocale, FeaturesLocaleSlice } from './types';
import { zh_CN } from './zh_CN';

/** Set only by an explicit `FeaturesLocaleProvider`; otherwise the features follow `AtelierProvider`'s locale. */
const FeaturesLocaleContext = createContext<FeaturesLocale | null>(null);

/** The features' own locales, found by the BCP 47 tag of `@atelier/ui`'s locale. */
const builtInLocales: readonly FeaturesLocale[] = [zh_CN, en_US];

/** Whether the locale `AtelierProvider` was given carries the features' strings too (an `AtelierLocale`). */
export function carriesFeaturesLocale(locale: Locale): locale is AtelierLocale {
  const features = (locale as Partial<AtelierLocale>).features;
  return typeof features === 'object' && features !== null;
}

/**
 * The features' strings for `@atelier/ui`'s locale: its own `features` slice when it is an `AtelierLocale`, else the
 * built-in locale of the same tag (`en-US`), else of the same language (`en-GB` gets `en-US`), else Chinese.
 */
export function featuresLocaleFor(locale: Locale): FeaturesLocale {
  if (carriesFeaturesLocale(locale)) return locale.features;
  const tag = locale.locale.toLowerCase();
  const language = tag.split('-')[0];
  return (
    builtInLocales.find((candidate) => candidate.locale.toLowerCase() === tag) ??
    builtInLocales.find((candidate) => candidate.locale.toLowerCase().split('-')[0] === language) ??
    zh_CN
  );
}

export interface FeaturesLocaleProviderProps {
  /** The features' strings, in place of those `AtelierProvider`'s locale gives. */
  locale: FeaturesLocale;
  children: ReactNode;
}

/**
 * Overrides the features' strings below it. Seldom needed: the feature components follow `@atelier/ui`'s
 * `AtelierProvider` (its `en_US` makes them English; an `AtelierLocale` gives them its `features` slice).
 */
export function FeaturesLocaleProvider({ locale, children }: FeaturesLocaleProviderProps) {
  return <FeaturesLocaleContext.Provider value={locale}>{children}</FeaturesLocaleContext.Provider>;
}

/** The whole active features locale: a `FeaturesLocaleProvider`'s, else the one `AtelierProvider`'s locale implies. */
export function useFeaturesLocale(): FeaturesLocale {
  const explicit = useContext(FeaturesLocaleContext);
  const ui = useLocale();
  return explicit ?? featuresLocaleFor(ui);
}

/**
 * One feature's strings: the provider's slice, overridden key by key by the component's own `locale` prop
 * (default <- provider <- props).
 */
export function useFeatureLocale<K extends FeaturesLocaleSlice>(
  slice: K,
  override?: Partial<FeaturesLocale[K]>,
): FeaturesLocale[K] {
  const locale = useFeaturesLocale();
  return useMemo(() => ({ ...locale[slice], ...override }), [locale, slice, override]);
}
