import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { ConfirmProvider } from '../Dialog/ConfirmProvider';
import { LocaleContext } from '../locale/LocaleContext';
import type { Locale } from '../locale/types';
import { zh_CN } from '../locale/zh_CN';
import { ToastProvider, type ToastQueue } from '../Toast/ToastProvider';
import { lightTheme } from '../theme/themes.css';

export interface AtelierProviderProps {
  /**
   * The UI's strings; Chinese (`zh_CN`) by default. Handed down as given, so `@atelier/features` follows it too (its
   * own strings of the same tag, or the `features` slice of an `AtelierLocale`): one provider for both packages.
   */
  locale?: Locale;
  /** Theme class applied to the wrapper; the light theme by default. */
  themeClassName?: string;
  /** A queue from `createToastQueue()`, so code outside React (response handling) can push toasts. */
  toastQueue?: ToastQueue;
  children: ReactNode;
}

/** Mounts the theme, the locale, react-aria's I18nProvider, the toast service and the confirm dialog. */
export function AtelierProvider({
  locale = zh_CN,
  themeClassName = lightTheme,
  toastQueue,
  children,
}: AtelierProviderProps) {
  return (
    <LocaleContext.Provider value={locale}>
      <I18nProvider locale={locale.locale}>
        <ToastProvider queue={toastQueue}>
          <ConfirmProvider>
            <div className={themeClassName} lang={locale.locale} style={{ display: 'contents' }}>
              {children}
            </div>
          </ConfirmProvider>
        </ToastProvider>
      </I18nProvider>
    </LocaleContext.Provider>
  );
}
