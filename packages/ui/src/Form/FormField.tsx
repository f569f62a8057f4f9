import type { ComponentType, ReactNode } from 'react';
import {
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type RefCallBack,
  type UseControllerProps,
  useController,
} from 'react-hook-form';
import { useErrorText } from './errorText';

/** What a bound control receives: react-hook-form's field plus the kit's label, help and error props. */
export interface FormControlProps<TValue> {
  name: string;
  value: TValue;
  /** Takes the new value (our fields call it with the value, not an event). */
  onChange: (value: TValue) => void;
  onBlur: () => void;
  /** Lets react-hook-form focus the field when a submit finds it invalid. */
  ref: RefCallBack;
  isInvalid: boolean;
  /** The rule's message (e.g. zod's), when the field is invalid, as the form's `errorText` shows it. */
  errorMessage?: string;
  label?: ReactNode;
  isRequired?: boolean;
  description?: ReactNode;
  isDisabled?: boolean;
}

/** The props every binding shares: which field, and its label, mark and help text. */
export interface FormBindingProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
> extends Omit<UseControllerProps<TFieldValues, TName, TTransformedValues>, 'disabled'> {
  label?: ReactNode;
  /** Shows the red mark; the rule itself lives in the schema. */
  isRequired?: boolean;
  description?: ReactNode;
  isDisabled?: boolean;
}

export type FormFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
> = FormBindingProps<TFieldValues, TName, TTransformedValues> &
  (
    | {
        /** Draws the control from the field's props. */
        render: (props: FormControlProps<FieldPathValue<TFieldValues, TName>>) => ReactNode;
        component?: never;
      }
    | {
        /** A component that takes the field's props as they are (the kit's fields do). */
        component: ComponentType<FormControlProps<FieldPathValue<TFieldValues, TName>>>;
        render?: never;
      }
  );

/**
 * Binds one form value to a control with react-hook-form's `useController`: the control
 * gets value/onChange/onBlur/ref, `isInvalid` and the rule's `errorMessage`, and the label,
 * required mark and help text to show. `control` may be omitted inside `<Form>`.
 */
export function FormField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({ render, component: Component, ...props }: FormFieldProps<TFieldValues, TName, TTransformedValues>) {
  const [controller, { label, isRequired, description, isDisabled }] = splitBindingProps(props);
  const { field, fieldState } = useController<TFieldValues, TName, TTransformedValues>({
    ...controller,
    disabled: isDisabled,
  });
  const errorMessage = useErrorText(fieldState.error?.message);
  const controlProps: FormControlProps<FieldPathValue<TFieldValues, TName>> = {
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    isInvalid: fieldState.invalid,
    errorMessage,
    label,
    isRequired,
    description,
    isDisabled: isDisabled || field.disabled,
  };
  if (render) return <>{render(controlProps)}</>;
  return Component ? <Component {...controlProps} /> : null;
}

type ControllerKey = 'name' | 'control' | 'rules' | 'defaultValue' | 'shouldUnregister' | 'exact';
type DisplayKey = 'label' | 'isRequired' | 'description' | 'isDisabled';

/**
 * Splits a binding's props three ways: which field (for `useController`), its label, mark and
 * help text, and the rest (the control's own props).
 */
export function splitBindingProps<P extends { [K in ControllerKey | DisplayKey]?: unknown }>(
  props: P,
): [Pick<P, ControllerKey>, Pick<P, DisplayKey>, Omit<P, ControllerKey | DisplayKey>] {
  const {
    name,
    control,
    rules,
    defaultValue,
    shouldUnregister,
    exact,
    label,
    isRequired,
    description,
    isDisabled,
    ...rest
  } = props;
  return [
    { name, control, rules, defaultValue, shouldUnregister, exact },
    { label, isRequired, description, isDisabled },
    rest,
  ];
}
