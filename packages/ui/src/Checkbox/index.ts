export {
  Checkbox,
  CheckboxGroup,
  type CheckboxGroupOrientation,
  type CheckboxGroupProps,
  CheckboxIndicator,
  type CheckboxIndicatorProps,
  type CheckboxOption,
  type CheckboxProps,
  checkboxGroupOrientations,
} from './Checkbox';
export { checkboxBox, checkboxMark, checkboxRoot } from './Checkbox.css';
