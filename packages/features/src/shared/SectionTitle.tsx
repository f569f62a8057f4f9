import type { ReactNode } from 'react';

export interface SectionTitleProps {
  /** The id the section (and its table) are labelled by, shown or not. */
  id: string;
  /** Whether the title is shown as the section's `h2`; false when the page's header already says it. */
  show: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A feature section's own title (issue 22 item 14: one page-header pattern). In a story or a dialog the section
 * shows it as its `h2`; on a portal page whose header (the `h1`) already names the section, the page passes
 * `showTitle={false}` and the title is not shown and not a heading, so the page does not say its title twice. The
 * text stays, hidden, for `aria-labelledby` (which reads hidden elements), so the section and its table keep their
 * names.
 */
export function SectionTitle({ id, show, className, children }: SectionTitleProps) {
  return show ? (
    <h2 id={id} className={className}>
      {children}
    </h2>
  ) : (
    <span id={id} hidden>
      {children}
    </span>
  );
}
