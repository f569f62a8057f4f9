import { ApiProvider, type AtelierLocale } from '@atelier/features';
import { AtelierProvider } from '@atelier/ui';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { type PortalLanguage, PortalLocaleProvider, portalLocales, writeLanguage } from '../i18n';
import { ClientDownloadDialog } from '../layout/ClientDownloadDialog';
import { LanguageContext } from './language';
import { type PortalServices, ServicesProvider } from './services';

/** The providers every page sits in: services, the API client and query cache, the UI kit, the language. */
export function PortalRoot({
  services,
  initialLanguage,
  children,
}: {
  services: PortalServices;
  initialLanguage: PortalLanguage;
  children: ReactNode;
}) {
  const [language, setLanguage] = useState(initialLanguage);
  const locale = portalLocales[language];
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
    setLanguage(next);
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
