// react-hook-form is an optional peer of @atelier/ui: everything that imports it lives in this
// folder and ships as the '@atelier/ui/form' entry, so '@atelier/ui' itself never needs it.

export {
  FormDatePicker,
  type FormDatePickerProps,
  FormMultiSelect,
  type FormMultiSelectProps,
  FormNumberField,
  type FormNumberFieldProps,
  FormRadioGroup,
  type FormRadioGroupProps,
  FormSelect,
  type FormSelectProps,
  FormSwitch,
  type FormSwitchProps,
  FormTextArea,
  type FormTextAreaProps,
  FormTextField,
  type FormTextFieldProps,
} from './bindings';
export type { ErrorText } from './errorText';
export { Form, type FormProps } from './Form';
export { type FormBindingProps, type FormControlProps, FormField, type FormFieldProps } from './FormField';
