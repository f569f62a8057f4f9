import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { Button } from '../Button/Button';

export interface OverlayHeaderProps {
  /** The heading; it also names the overlay (RAC's `title` slot). Without it an empty spacer keeps the layout. */
  title?: ReactNode;
  /** Actions after the title (the drawer's `extra`). */
  extra?: ReactNode;
  /** Shows the close icon button. */
  closable: boolean;
  /** The close button's accessible name. */
  closeLabel: string;
  onClose: () => void;
  /** The close button after the title (a dialog's top right) or before it (a drawer's top left). */
  closePlacement: 'start' | 'end';
  /** The overlay's own classes for the parts. */
  classNames: { header: string; title: string; closeButton: string; extra?: string };
}

/** The header Dialog and Drawer share: the title, the close icon button and optional actions. None when all are absent. */
export function OverlayHeader({
  title,
  extra,
  closable,
  closeLabel,
  onClose,
  closePlacement,
  classNames,
}: OverlayHeaderProps) {
  if (!(title != null || closable || extra)) return null;
  const closeButton = closable ? (
    <Button
      variant="text"
      size="sm"
      icon={<X size={16} aria-hidden />}
      aria-label={closeLabel}
      onPress={onClose}
      className={classNames.closeButton}
    />
  ) : null;
  return (
    <div className={classNames.header}>
      {closePlacement === 'start' ? closeButton : null}
      {title != null ? (
        <Heading slot="title" className={classNames.title}>
          {title}
        </Heading>
      ) : (
        <span className={classNames.title} />
      )}
      {closePlacement === 'end' ? closeButton : null}
      {extra ? <div className={classNames.extra}>{extra}</div> : null}
    </div>
  );
}

/**
 * The footer bar Dialog and Drawer share: the `footer` prop's node, or what its function returns
 * given the overlay's `api`. None when `footer` is `null` or `undefined`.
 */
export function OverlayFooter<Api>({
  footer,
  api,
  className,
}: {
  footer: ReactNode | ((api: Api) => ReactNode);
  api: Api;
  className: string;
}) {
  if (footer == null) return null;
  return <div className={className}>{typeof footer === 'function' ? footer(api) : footer}</div>;
}

/** A width prop, a number of pixels or any CSS length, as a CSS length. */
export const toCssLength = (width: number | string) => (typeof width === 'number' ? `${width}px` : width);
