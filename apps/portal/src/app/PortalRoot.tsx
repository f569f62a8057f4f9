import { ApiProvider, type AtelierLocale } from '@atelier/features';
import { AtelierProvider } from '@atelier/ui';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { loadPortalLocale, type PortalLanguage, type PortalLocale, PortalLocaleProvider, writeLanguage } from '../i18n';
import { ClientDownloadDialog } from '../layout/ClientDownloadDialog';
import { LanguageContext } from './language';
import { type PortalServices, ServicesProvider } from './services';

/** The providers every page sits in: services, the API client and query cache, the UI kit, the language. */
export function PortalRoot({
  services,
  initialLanguage,
  initialLocale,
  children,
}: {
  services: PortalServices;
  initialLanguage: PortalLanguage;
  /** The strings of `initialLanguage`, loaded before the first render (`loadPortalLocale`). */
  initialLocale: PortalLocale;
  children: ReactNode;
}) {
  const [{ language, locale }, setShown] = useState({ language: initialLanguage, locale: initialLocale });
  /** The language asked for last: a slower load of an earlier choice must not win. */
  const wanted = useRef(initialLanguage);
  // One locale for @atelier/ui and @atelier/features: AtelierProvider carries both.
  const atelierLocale = useMemo<AtelierLocale>(() => ({ ...locale.ui, features: locale.features }), [locale]);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const changeLanguage = (next: PortalLanguage) => {
    try {
      writeLanguage(localStorage, next);
    } catch {
      // Not remembered: the choice holds for this page.
    }
    wanted.current = next;
    // The page keeps the current language until the new strings are here: no flash of missing text.
    void loadPortalLocale(next).then(
      (nextLocale) => {
        if (wanted.current === next) setShown({ language: next, locale: nextLocale });
      },
      () => {
        // The strings could not be fetched (offline, or a redeploy removed the chunk): the page stays as it is.
        wanted.current = language;
      },
    );
  };
  return (
    <ServicesProvider services={services}>
      <ApiProvider client={services.client} queryClient={services.queryClient}>
        <AtelierProvider locale={atelierLocale} toastQueue={services.toast}>
          <PortalLocaleProvider locale={locale}>
            <LanguageContext.Provider value={{ language, setLanguage: changeLanguage }}>
              {children}
              <ClientDownloadDialog />
            </LanguageContext.Provider>
          </PortalLocaleProvider>
        </AtelierProvider>
      </ApiProvider>
    </ServicesProvider>
  );
}
