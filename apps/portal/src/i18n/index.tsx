import { createContext, type ReactNode, useContext } from 'react';
import type { PortalLocale } from './types';
import { zh_CN } from './zh_CN';

export type { MenuLabelKey, PageTitleKey, PortalLocale } from './types';
export { zh_CN };

export type PortalLanguage = 'zh-CN' | 'en-US';

/**
 * The strings of a language. Chinese, the default, is in the entry chunk; English (the portal's, the features' and
 * the kit's, about 12 kB gzip) is fetched only when chosen, before the page shows it, so no page flashes the other.
 */
export function loadPortalLocale(language: PortalLanguage): Promise<PortalLocale> {
  return language === 'en-US' ? import('./en_US').then((module) => module.en_US) : Promise.resolve(zh_CN);
}

const LANGUAGE_KEY = 'atelier.language';

/** The language chosen on this browser; Chinese unless English was chosen. */
export function readLanguage(storage: Pick<Storage, 'getItem'> | undefined): PortalLanguage {
  return storage?.getItem(LANGUAGE_KEY) === 'en-US' ? 'en-US' : 'zh-CN';
}

export function writeLanguage(storage: Pick<Storage, 'setItem'>, language: PortalLanguage): void {
  storage.setItem(LANGUAGE_KEY, language);
}

const PortalLocaleContext = createContext<PortalLocale>(zh_CN);

export function PortalLocaleProvider({ locale, children }: { locale: PortalLocale; children: ReactNode }) {
  return <PortalLocaleContext.Provider value={locale}>{children}</PortalLocaleContext.Provider>;
}

/** The portal's strings in the active language. */
export function useT(): PortalLocale {
  return useContext(PortalLocaleContext);
}
