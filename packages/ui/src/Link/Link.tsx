import { forwardRef, type ReactNode } from 'react';
import {
  Link as AriaLink,
  type LinkProps as AriaLinkProps,
  composeRenderProps,
  VisuallyHidden,
} from 'react-aria-components';
import { useComponentLocale } from '../locale/LocaleContext';
import type { Locale } from '../locale/types';
import { composeClassName } from '../utils/composeClassName';
import { link } from './Link.css';

export interface LinkProps extends AriaLinkProps {
  /** Underlines the link: use it for links inside a sentence. */
  inline?: boolean;
  locale?: Partial<Locale['Link']>;
}

/**
 * A link on react-aria's `Link`: an `<a>` when it has an `href`, otherwise a
 * `role="link"` span for `onPress` actions. `target="_blank"` gets `rel="noopener noreferrer"`
 * and tells screen-reader users that it opens a new window.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { inline = false, className, children, target, rel, locale, ...props },
  ref,
) {
  const strings = useComponentLocale('Link', locale);
  const newWindow = target === '_blank';
  return (
    <AriaLink
      ref={ref}
      target={target}
      rel={rel ?? (newWindow ? 'noopener noreferrer' : undefined)}
      className={composeClassName(className, link({ inline }))}
      {...props}
    >
      {composeRenderProps(
        children,
        (content): ReactNode => (
          <>
            {content}
            {newWindow ? <VisuallyHidden elementType="span">{strings.newWindow}</VisuallyHidden> : null}
          </>
        ),
      )}
    </AriaLink>
  );
});
