export { Skeleton, skeletonVariants, skeletonAnimations } from './Skeleton';
export type { SkeletonProps, SkeletonVariant, SkeletonAnimation } from './Skeleton';
