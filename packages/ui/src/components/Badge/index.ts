export { Badge, badgeVariants, badgeColors, badgeOverlaps, formatBadgeContent } from './Badge';
export type { BadgeProps, BadgeVariant, BadgeColor, BadgeOverlap } from './Badge';
