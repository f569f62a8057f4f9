export { TextField, type TextFieldProps, textFieldSizes } from './TextField';
