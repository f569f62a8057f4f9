export { NumberField, type NumberFieldProps, numberFieldSizes } from './NumberField';
