import type { ReactNode } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import {
  type FieldValues,
  FormProvider,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { sprinkles } from '../theme/sprinkles.css';
import { cx } from '../utils/cx';
import { type ErrorText, ErrorTextContext } from './errorText';

export interface FormProps<TFieldValues extends FieldValues, TContext, TTransformedValues>
  extends Omit<AriaFormProps, 'onSubmit' | 'onInvalid' | 'children' | 'validationBehavior' | 'render'> {
  /** What `useForm(...)` returned (with `resolver: zodResolver(schema)` for zod rules). */
  form: UseFormReturn<TFieldValues, TContext, TTransformedValues>;
  /** Called with the parsed values once every rule passes. */
  onSubmit: SubmitHandler<TTransformedValues>;
  /** Called with the errors when a submit fails validation. */
  onInvalid?: SubmitErrorHandler<TFieldValues>;
  children?: ReactNode;
  /** Turns each rule's message into the text shown under its field (e.g. a rule key into the locale's sentence). */
  errorText?: ErrorText;
}

/**
 * A `<form>` driven by react-hook-form: the browser's own validation is off (react-aria's
 * `validationBehavior="aria"` renders `noValidate`),
 * react-hook-form validates on submit (then again on every change), focuses the first
 * invalid field and calls `onSubmit` with the values. Fields inside can omit `control`.
 */
export function Form<TFieldValues extends FieldValues, TContext, TTransformedValues>({
  form,
  onSubmit,
  onInvalid,
  children,
  className,
  errorText,
  ...props
}: FormProps<TFieldValues, TContext, TTransformedValues>) {
  return (
    <FormProvider {...form}>
      <AriaForm
        {...props}
        validationBehavior="aria"
        onSubmit={form.handleSubmit(onSubmit, onInvalid)}
        className={cx(sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' }), className)}
      >
        <ErrorTextContext.Provider value={errorText}>{children}</ErrorTextContext.Provider>
      </AriaForm>
    </FormProvider>
  );
}
