import { type CSSProperties, createContext, forwardRef, type ReactNode, useContext } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { Description, type FieldCommonProps, FieldError, type FieldSize, Label } from '../Field/Field';
import { field } from '../Field/Field.css';
import { composeClassName } from '../utils/composeClassName';
import { cx } from '../utils/cx';
import { indicator, options as optionsStyle, radio, radioButton } from './RadioGroup.css';

export const radioGroupVariants = ['default', 'button'] as const;
export type RadioGroupVariant = (typeof radioGroupVariants)[number];
export const radioGroupOrientations = ['horizontal', 'vertical'] as const;
export const radioGroupSizes = ['sm', 'md', 'lg'] as const;

export interface RadioOption {
  value: string;
  label: ReactNode;
  isDisabled?: boolean;
}

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'children' | 'className' | 'style'>,
    FieldCommonProps {
  /** `default`: circles and labels. `button`: Ant Design's Radio.Button, a segmented control (horizontal). */
  variant?: RadioGroupVariant;
  /** The options as data, instead of `<Radio>` children. */
  options?: RadioOption[];
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

const RadioStyleContext = createContext<{ variant: RadioGroupVariant; size: FieldSize }>({
  variant: 'default',
  size: 'md',
});

/**
 * A single choice among a few options, on react-aria's `RadioGroup` (arrow keys move
 * the choice). Horizontal by default, as in Ant Design.
 */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  {
    label,
    description,
    errorMessage,
    size = 'md',
    variant = 'default',
    orientation = 'horizontal',
    options,
    children,
    isInvalid,
    isRequired,
    className,
    style,
    ...props
  },
  ref,
) {
  const hasMessage =
    errorMessage !== undefined && errorMessage !== null && errorMessage !== false && errorMessage !== '';
  return (
    <AriaRadioGroup
      ref={ref}
      {...props}
      orientation={orientation}
      isRequired={isRequired}
      isInvalid={isInvalid || hasMessage || undefined}
      className={cx(field, className)}
      style={style}
    >
      {label != null ? <Label isRequired={isRequired}>{label}</Label> : null}
      <RadioStyleContext.Provider value={{ variant, size }}>
        <div className={optionsStyle({ orientation: variant === 'button' ? 'horizontal' : orientation, variant })}>
          {options
            ? options.map((option) => (
                <Radio key={option.value} value={option.value} isDisabled={option.isDisabled}>
                  {option.label}
                </Radio>
              ))
            : children}
        </div>
      </RadioStyleContext.Provider>
      {description != null ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
});

export interface RadioProps extends Omit<AriaRadioProps, 'children'> {
  children?: ReactNode;
}

/** One option of a `RadioGroup`; drawn as its group's `variant` says. */
export const Radio = forwardRef<HTMLLabelElement, RadioProps>(function Radio({ className, children, ...props }, ref) {
  const { variant, size } = useContext(RadioStyleContext);
  if (variant === 'button') {
    return (
      <AriaRadio ref={ref} {...props} className={composeClassName(className, radioButton({ size }))}>
        {children}
      </AriaRadio>
    );
  }
  return (
    <AriaRadio ref={ref} {...props} className={composeClassName(className, radio)}>
      <span className={indicator} aria-hidden="true" />
      {children}
    </AriaRadio>
  );
});
