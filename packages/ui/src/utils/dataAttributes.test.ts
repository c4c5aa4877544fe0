import { describe, expect, it } from 'vitest';
import { dataAttributes } from './dataAttributes';

describe('dataAttributes', () => {
  it('names the component first, then each variant in kebab case, in order', () => {
    const attributes = dataAttributes('Button', {
      variant: 'soft',
      size: 'small',
      fullWidth: true,
    });
    expect(Object.entries(attributes)).toEqual([
      ['data-component', 'Button'],
      ['data-variant', 'soft'],
      ['data-size', 'small'],
      ['data-full-width', true],
    ]);
  });

  it('leaves false, null and undefined flags without a value, and keeps numbers and empty strings', () => {
    expect(
      dataAttributes('Chip', {
        disabled: false,
        clickable: null,
        error: undefined,
        count: 0,
        label: '',
      }),
    ).toEqual({
      'data-component': 'Chip',
      'data-disabled': undefined,
      'data-clickable': undefined,
      'data-error': undefined,
      'data-count': 0,
      'data-label': '',
    });
  });
});
