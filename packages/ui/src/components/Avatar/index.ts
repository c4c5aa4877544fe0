export { Avatar, avatarVariants, avatarColors, getInitials } from './Avatar';
export type { AvatarProps, AvatarVariant, AvatarColor } from './Avatar';
