export {
  Description,
  type FieldCommonProps,
  FieldError,
  type FieldSize,
  fieldSizes,
  Label,
  type LabelProps,
} from './Field';
export { bareInput, field, inputSurface } from './Field.css';
