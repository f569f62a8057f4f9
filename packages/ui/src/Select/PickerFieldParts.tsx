import type { ReactNode } from 'react';
import { Popover as AriaPopover } from 'react-aria-components';
import { Description, FieldError, Label } from '../Field/Field';
import { ListBox, type ListBoxProps } from '../ListBox/ListBox';
import { renderOption } from '../ListBox/option';
import { FocusReturn, usePopoverTrigger } from '../Popover/FocusReturn';
import { listPopover, popoverSurface } from '../Popover/Popover.css';
import { cx } from '../utils/cx';

export interface PickerFieldPartsProps<T extends object> {
  label?: ReactNode;
  isRequired?: boolean;
  description?: ReactNode;
  errorMessage?: ReactNode;
  /** The control between the label and the help text: Select's trigger, ComboBox's input group. */
  children: ReactNode;
  /** Props of the option list (`items` where the list, not the field, takes them). */
  listBoxProps: Pick<ListBoxProps<T>, 'items' | 'emptyText'>;
  /** A function rendering each item, or static `ListBoxItem`s; `renderOption` by default. */
  options?: ReactNode | ((item: T) => ReactNode);
}

/**
 * What Select and ComboBox render inside their react-aria root around the control: the label
 * with its required mark, the help text, the error, and the option list in a popover.
 */
export function PickerFieldParts<T extends object>({
  label,
  isRequired,
  description,
  errorMessage,
  children,
  listBoxProps,
  options,
}: PickerFieldPartsProps<T>) {
  const trigger = usePopoverTrigger();
  return (
    <>
      {label ? <Label isRequired={isRequired}>{label}</Label> : null}
      {children}
      {description ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
      <AriaPopover className={cx(popoverSurface, listPopover)} offset={4}>
        <FocusReturn to={trigger} />
        <ListBox<T> {...listBoxProps}>{options ?? (renderOption as unknown as (item: T) => ReactNode)}</ListBox>
      </AriaPopover>
    </>
  );
}
