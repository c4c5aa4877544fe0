import type { SVGProps } from 'react';

/** The Finfree mark (a rising candle in a rounded square), drawn in the primary colour. */
export function FinfreeMark({ size = 40, ...rest }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      fill="none"
      aria-hidden="true"
      focusable="false"
      data-component="FinfreeMark"
      {...rest}
    >
      <rect width="48" height="48" rx="12" fill="var(--ff-palette-primary-main)" />
      <path
        d="M12 32l8-8 6 5 10-13"
        stroke="var(--ff-palette-primary-contrast-text)"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="36" cy="16" r="3" fill="var(--ff-palette-primary-contrast-text)" />
    </svg>
  );
}
