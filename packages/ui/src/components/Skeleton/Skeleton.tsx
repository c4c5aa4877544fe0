import { forwardRef, type HTMLAttributes } from 'react';
import { SkeletonRoot } from './Skeleton.styles';
import { dataAttributes } from '../../utils/dataAttributes';
import { cssLength } from '../../utils/cssLength';

export const skeletonVariants = ['text', 'rectangular', 'rounded', 'circular'] as const;
export const skeletonAnimations = ['pulse', 'wave', 'none'] as const;

export type SkeletonVariant = (typeof skeletonVariants)[number];
export type SkeletonAnimation = (typeof skeletonAnimations)[number];

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  /** Shape: a line of text, a block, a rounded block or a circle. */
  variant?: SkeletonVariant;
  /** Loading motion (reduced-motion users get none). */
  animation?: SkeletonAnimation;
  /** Width: px number or CSS length (text lines default to the full width). */
  width?: number | string;
  /** Height: px number or CSS length (text lines default to the font size). */
  height?: number | string;
}

/**
 * A placeholder shape shown while content loads. Hidden from assistive technology: mark the
 * loading region with `aria-busy` instead.
 */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { variant = 'text', animation = 'pulse', width, height, ...rest },
  ref,
) {
  return (
    <SkeletonRoot
      ref={ref}
      aria-hidden
      {...dataAttributes('Skeleton', { variant, animation })}
      $width={cssLength(width)}
      $height={cssLength(height)}
      {...rest}
    />
  );
});
