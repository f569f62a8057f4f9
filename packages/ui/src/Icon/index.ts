export {
  Icon,
  type IconProps,
  type IconSize,
  type IconTone,
  iconPixels,
  iconSizes,
  iconTones,
} from './Icon';
export * from './icons';
