import { forwardRef, type ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { composeClassName } from '../utils/composeClassName';
import { handle, inner, root, track } from './Switch.css';

export const switchSizes = ['sm', 'md'] as const;

export interface SwitchProps extends Omit<AriaSwitchProps, 'children'> {
  /** md is Ant Design's 44x22 pill, sm its 28x16 one. */
  size?: (typeof switchSizes)[number];
  /** Text inside the pill while on (e.g. "开"). Decorative: the switch's state is announced by its role. */
  onText?: ReactNode;
  /** Text inside the pill while off (e.g. "关"). */
  offText?: ReactNode;
  /** The visible label beside the pill; without it give an `aria-label`. */
  children?: ReactNode;
}

/** An on/off setting that applies at once, on react-aria's `Switch` (Space toggles). */
export const Switch = forwardRef<HTMLLabelElement, SwitchProps>(function Switch(
  { size = 'md', onText, offText, children, className, ...props },
  ref,
) {
  const hasText = onText != null || offText != null;
  return (
    <AriaSwitch ref={ref} {...props} className={composeClassName(className, root)}>
      {({ isSelected }) => (
        <>
          <span className={track({ size })} data-part="track">
            <span className={handle({ size })} data-part="handle" />
            {hasText ? (
              <span className={inner({ size })} aria-hidden="true">
                {isSelected ? onText : offText}
              </span>
            ) : null}
          </span>
          {children}
        </>
      )}
    </AriaSwitch>
  );
});
