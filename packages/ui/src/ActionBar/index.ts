export { ActionBar, type ActionBarItem, type ActionBarProps } from './ActionBar';
export { splitActions } from './model';
