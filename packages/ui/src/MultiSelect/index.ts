export { MultiSelect, type MultiSelectProps, multiSelectSizes } from './MultiSelect';
