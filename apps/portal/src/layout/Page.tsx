import { PageHeader } from '@atelier/ui';
import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import { useT } from '../i18n';
import * as pages from '../pages/pages.css';
import { pageTitleOf } from '../router/handle';

export interface PageProps {
  /** The page's title (its h1); the route's title by default, as the document title has it. */
  title?: ReactNode;
  description?: ReactNode;
  /** The page's main actions, at the end of the header. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A page of the main layout: the one page header (the page's only h1), then the page's cards. */
export function Page({ title, description, actions, children }: PageProps) {
  const t = useT();
  const matches = useMatches();
  return (
    <div className={pages.page}>
      <PageHeader title={title ?? pageTitleOf(matches, t)} description={description} actions={actions} />
      {children}
    </div>
  );
}
