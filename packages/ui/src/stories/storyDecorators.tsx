/**
 * Decorators shared by the design system's stories. For stories only: the package's entry
 * does not export them.
 */
import type { Decorator } from '@storybook/react-vite';
import type { CSSProperties } from 'react';

/**
 * Renders the story inside a `<div>` with `style`: room around a badge or a tooltip, the width
 * a bar or a divider spans, the height a loading screen fills.
 */
export function inFrame(style: CSSProperties): Decorator {
  return function Frame(Story) {
    return (
      <div style={style}>
        <Story />
      </div>
    );
  };
}
