// react-hook-form is an optional peer of @atelier/ui: everything that imports it lives in this
// folder and ships as the '@atelier/ui/form' entry, so '@atelier/ui' itself never needs it.

export { FormTextArea, type FormTextAreaProps, FormTextField, type FormTextFieldProps } from './bindings';
export {
  FormMultiSelect,
  type FormMultiSelectProps,
  FormRadioGroup,
  type FormRadioGroupProps,
  FormSelect,
  type FormSelectProps,
  FormSwitch,
  type FormSwitchProps,
} from './choiceBindings';
export type { ErrorText } from './errorText';
export { Form, type FormProps } from './Form';
export { FormDatePicker, type FormDatePickerProps } from './FormDatePicker';
export { type FormBindingProps, type FormControlProps, FormField, type FormFieldProps } from './FormField';
export { FormNumberField, type FormNumberFieldProps } from './FormNumberField';
