import { type ReactNode, useLayoutEffect } from 'react';
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
  /**
   * Theme class: `lightTheme` (the default, also the document's own) or `darkTheme`, switchable at run time. Any other
   * theme is also put on <body> while the provider is mounted, so the overlays portalled there take it.
   */
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
  useBodyTheme(themeClassName);
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

/**
 * Dialogs, popovers and toasts are portalled to <body>, outside the wrapper: a theme other than the document's
 * default (light, on :root) goes on <body> too, and comes off when the theme changes or the provider unmounts.
 */
function useBodyTheme(themeClassName: string) {
  useLayoutEffect(() => {
    if (themeClassName === lightTheme || typeof document === 'undefined') return;
    const classes = themeClassName.split(/\s+/).filter(Boolean);
    document.body.classList.add(...classes);
    return () => document.body.classList.remove(...classes);
  }, [themeClassName]);
}
