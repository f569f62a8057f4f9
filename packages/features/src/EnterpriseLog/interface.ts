import type { AuditAction } from '@atelier/api';

/** The strings of the enterprise log (/enterprise/log, issue 24). */
export interface EnterpriseLogLocale {
  title: string;
  person: string;
  allPeople: string;
  action: string;
  allActions: string;
  actionText: Readonly<Record<AuditAction, string>>;
  start: string;
  end: string;
  rangeInvalid: string;
  reset: string;
  time: string;
  target: string;
  details: string;
  empty: string;
  loadFailed: string;
  retry: string;
}

export interface EnterpriseLogTableProps {
  /** Rows a page (20 by the specification's arc log). */
  pageSize?: number;
  className?: string;
  /** Whether the section shows its own title (its h2); a page whose header already names it passes false (issue 22 item 14). */
  showTitle?: boolean;
  locale?: Partial<EnterpriseLogLocale>;
}
