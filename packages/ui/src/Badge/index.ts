export { Badge, type BadgeProps, badgeColors } from './Badge';
