import { useCallback, useContext, useState } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';

export interface OverlayOpenProps {
  /** Whether the overlay is open (controlled). */
  isOpen?: boolean;
  /** Whether the overlay is open at first (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the overlay opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * The open state of a modal overlay: controlled (`isOpen`), uncontrolled (`defaultOpen`), or
 * owned by an enclosing RAC `DialogTrigger`. Returned as a plain pair so the overlay can run
 * its own side effects (e.g. `onCancel`) on every way of closing, whoever owns the state.
 */
export function useOverlayOpenState({ isOpen, defaultOpen, onOpenChange }: OverlayOpenProps) {
  const trigger = useContext(OverlayTriggerStateContext);
  const [localOpen, setLocalOpen] = useState(defaultOpen ?? false);
  const fromTrigger = isOpen === undefined && defaultOpen === undefined && trigger != null;
  const open = isOpen ?? (fromTrigger ? trigger.isOpen : localOpen);
  const setOpen = useCallback(
    (next: boolean) => {
      if (fromTrigger) trigger.setOpen(next);
      else if (isOpen === undefined) setLocalOpen(next);
      onOpenChange?.(next);
    },
    [fromTrigger, trigger, isOpen, onOpenChange],
  );
  return { isOpen: open, setOpen };
}
