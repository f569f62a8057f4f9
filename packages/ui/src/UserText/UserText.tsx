import type { ReactNode } from 'react';
import { useLocale } from '../locale/LocaleContext';

const HAN = /\p{Script=Han}/u;

/**
 * The `lang` of a piece of user data (a project, folder, file or person name) shown in a page whose language is
 * `uiLocale`: 'zh' when the text holds Chinese characters and the page is not Chinese, so that an English voice
 * does not read it as English (issue 22 item 22); undefined otherwise (the page's own language is right).
 */
export function userDataLang(text: string | null | undefined, uiLocale: string): 'zh' | undefined {
  if (!text || uiLocale.toLowerCase().startsWith('zh')) return undefined;
  return HAN.test(text) ? 'zh' : undefined;
}

export interface UserTextProps {
  /** The data as typed by a user. */
  children: string | null | undefined;
  className?: string;
  title?: string;
  /** Renders the marked data with this element (a span by default). */
  as?: 'span' | 'strong' | 'bdi';
  /** Shown in place of empty data. */
  fallback?: ReactNode;
}

/**
 * User data (names of projects, folders, files, people) in the page: marked `lang="zh"` in an English page when it
 * is Chinese. Tables, headers and breadcrumbs show names through this one helper.
 */
export function UserText({ children, className, title, as: Element = 'span', fallback = null }: UserTextProps) {
  const { locale } = useLocale();
  if (children === null || children === undefined || children === '') return <>{fallback}</>;
  return (
    <Element className={className} title={title} lang={userDataLang(children, locale)}>
      {children}
    </Element>
  );
}
