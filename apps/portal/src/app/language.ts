import { createContext, useContext } from 'react';
import type { PortalLanguage } from '../i18n';

export const LanguageContext = createContext<{ language: PortalLanguage; setLanguage: (next: PortalLanguage) => void }>(
  {
    language: 'zh-CN',
    setLanguage: () => {},
  },
);

export function useLanguage() {
  return useContext(LanguageContext);
}
