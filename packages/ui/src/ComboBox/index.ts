export { ComboBox, type ComboBoxProps, comboBoxSizes } from './ComboBox';
