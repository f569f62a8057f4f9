export { Select, type SelectProps, selectSizes } from './Select';
