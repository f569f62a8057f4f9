export { DatePicker, type DatePickerProps, datePickerSizes } from './DatePicker';
