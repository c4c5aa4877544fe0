import {
  forwardRef,
  type ComponentPropsWithoutRef,
  type ElementType,
  type ReactElement,
  type Ref,
} from 'react';
import { paletteColors } from '../Button/palette';
import { LinkRoot } from './Link.styles';
import { dataAttributes } from '../../utils/dataAttributes';

export const linkUnderlines = ['hover', 'always', 'none'] as const;
export const linkColors = ['inherit', 'textPrimary', 'textSecondary', ...paletteColors] as const;

export type LinkUnderline = (typeof linkUnderlines)[number];
export type LinkColor = (typeof linkColors)[number];

interface LinkOwnProps<C extends ElementType> {
  /** Component to render instead of `<a>`, e.g. a router's `Link` (its props become available). */
  as?: C;
  /** When the underline shows. */
  underline?: LinkUnderline;
  /** Text colour. */
  color?: LinkColor;
  /**
   * Marks the link as leaving the app: adds `rel="noopener noreferrer"` and opens a new tab.
   * Defaults to true for absolute http(s) URLs on another origin.
   */
  external?: boolean;
}

/** Props of {@link Link}: its own plus those of the rendered element or component. */
export type LinkProps<C extends ElementType = 'a'> = LinkOwnProps<C> &
  Omit<ComponentPropsWithoutRef<C>, keyof LinkOwnProps<C>>;

const REL_EXTERNAL = ['noopener', 'noreferrer'];

/** True for absolute http(s) URLs whose origin differs from the page's. */
export function isExternalHref(href: unknown): boolean {
  if (typeof href !== 'string' || !/^(https?:)?\/\//i.test(href)) return false;
  if (typeof window === 'undefined') return true;
  try {
    return new URL(href, window.location.href).origin !== window.location.origin;
  } catch {
    return false;
  }
}

function LinkInner<C extends ElementType = 'a'>(
  { as, underline = 'hover', color = 'primary', external, ...rest }: LinkProps<C>,
  ref: Ref<Element>,
) {
  const props = rest as Record<string, unknown>;
  const isExternal = external ?? isExternalHref(props.href);
  let rel = props.rel as string | undefined;
  let target = props.target as string | undefined;
  if (isExternal) {
    const parts = new Set([...(rel ?? '').split(/\s+/).filter(Boolean), ...REL_EXTERNAL]);
    rel = [...parts].join(' ');
    target ??= '_blank';
  }
  return (
    <LinkRoot
      ref={ref as Ref<HTMLAnchorElement>}
      as={as}
      {...dataAttributes('Link', { underline, color, external: isExternal })}
      {...props}
      rel={rel}
      target={target}
    />
  );
}

/**
 * A text link. Polymorphic: `as={RouterLink}` plugs in a router link with its props;
 * external links get `rel="noopener noreferrer"`.
 */
export const Link = forwardRef(LinkInner) as <C extends ElementType = 'a'>(
  props: LinkProps<C> & { ref?: Ref<Element> },
) => ReactElement | null;
