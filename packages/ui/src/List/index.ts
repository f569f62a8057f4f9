export { List, type ListHandle, type ListProps } from './List';
