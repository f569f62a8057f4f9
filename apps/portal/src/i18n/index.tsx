import { createContext, type ReactNode, useContext } from 'react';
import { en_US } from './en_US';
import type { PortalLocale } from './types';
import { zh_CN } from './zh_CN';

export type { MenuLabelKey, PageTitleKey, PortalLocale } from './types';
export { en_US, zh_CN };

export const portalLocales = { 'zh-CN': zh_CN, 'en-US': en_US } as const satisfies Record<string, PortalLocale>;
export type PortalLanguage = keyof typeof portalLocales;

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
