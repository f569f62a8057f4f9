import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { PopoverContext, useSlottedContext } from 'react-aria-components';

/** Where the focus goes back to: a ref, or a function for a trigger found by id. */
export type FocusReturnTarget = RefObject<Element | null> | (() => Element | null);

function resolve(target: FocusReturnTarget | undefined): HTMLElement | null {
  const element = typeof target === 'function' ? target() : target?.current;
  return element instanceof HTMLElement ? element : null;
}

/**
 * The trigger react-aria gives the popover of a Select, ComboBox, Menu or DialogTrigger. Call it outside the
 * `Popover` (inside, the popover clears the context).
 */
export function usePopoverTrigger(): RefObject<Element | null> | undefined {
  return useSlottedContext(PopoverContext)?.triggerRef;
}

/**
 * Put directly inside a popover (a child of its element): when the popover goes away while it held the focus and the focus ends up lost (on
 * the body, or on the enclosing dialog), the focus goes back to the trigger.
 *
 * Why: react-aria restores the focus from an animation frame scheduled when the popover unmounts (a layout-effect
 * cleanup), while a modal popover lifts `inert` from the rest of the page in a passive-effect cleanup. On a loaded
 * machine the frame can come first: `focus()` on the still-inert trigger does nothing and the focus stays on the body
 * (adobe/react-spectrum#10610, open). This component's passive cleanup runs after the popover's own (React cleans a
 * removed tree parent first), so by the frame it schedules the trigger is focusable again. A click elsewhere keeps
 * its target: the focus was then no longer inside the popover.
 */
export function FocusReturn({ to }: { to: FocusReturnTarget | undefined }) {
  const marker = useRef<HTMLSpanElement>(null);
  const heldFocus = useRef(false);
  const target = useRef(to);
  target.current = to;

  useLayoutEffect(() => {
    // The popover's element (this marker sits directly in it), read while mounted.
    const popover = marker.current?.parentElement;
    return () => {
      // Still in the DOM during the layout cleanup: did the popover hold the focus as it went?
      const active = document.activeElement;
      heldFocus.current = Boolean(active && popover?.contains(active));
    };
  }, []);

  useEffect(
    () => () => {
      if (!heldFocus.current) return;
      const trigger = resolve(target.current);
      requestAnimationFrame(() => {
        if (!trigger?.isConnected || trigger.closest('[inert]')) return;
        const active = document.activeElement;
        const lost = !active || active === document.body || (active !== trigger && active.contains(trigger));
        if (lost) trigger.focus();
      });
    },
    [],
  );

  return <span ref={marker} hidden />;
}
