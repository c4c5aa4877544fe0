import { forwardRef, useState, type HTMLAttributes } from 'react';
import { paletteColors } from '../Button/palette';
import { AvatarRoot } from './Avatar.styles';
import { dataAttributes } from '../../utils/dataAttributes';

export const avatarVariants = ['circular', 'rounded', 'square'] as const;
export const avatarColors = ['default', ...paletteColors] as const;

export type AvatarVariant = (typeof avatarVariants)[number];
export type AvatarColor = (typeof avatarColors)[number];

/** Up to two initials of a name ("Ada Lovelace" → "AL"). */
export function getInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

export interface AvatarProps extends HTMLAttributes<HTMLSpanElement> {
  /** Image URL; when missing or failing, the initials of `name` show instead. */
  src?: string;
  /** Text alternative of the image (defaults to `name`). */
  alt?: string;
  /** The person's name, used for the initials fallback. */
  name?: string;
  /** Diameter in px. */
  size?: number;
  /** Shape. */
  variant?: AvatarVariant;
  /** Colour of the initials fallback. */
  color?: AvatarColor;
}

/** A person's picture, falling back to their initials. */
export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { src, alt, name, size = 40, variant = 'circular', color = 'default', children, ...rest },
  ref,
) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  const showImage = Boolean(src) && failedSrc !== src;
  const label = alt ?? name;
  const fallback = children ?? (name ? getInitials(name) : null);
  return (
    <AvatarRoot
      ref={ref}
      {...dataAttributes('Avatar', { variant, color, fallback: !showImage })}
      $size={size}
      role={showImage ? undefined : label ? 'img' : undefined}
      aria-label={showImage ? undefined : label}
      aria-hidden={!showImage && !label ? true : undefined}
      {...rest}
    >
      {showImage ? (
        <img data-part="Image" src={src} alt={label ?? ''} onError={() => setFailedSrc(src)} />
      ) : (
        <span data-part="Fallback" aria-hidden>
          {fallback}
        </span>
      )}
    </AvatarRoot>
  );
});
