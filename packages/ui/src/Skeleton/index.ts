export { Skeleton, type SkeletonProps, skeletonAvatarShapes, skeletonAvatarSizes } from './Skeleton';
