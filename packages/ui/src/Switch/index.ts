export { Switch, type SwitchProps, switchSizes } from './Switch';
