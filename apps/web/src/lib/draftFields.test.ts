import type { ChangeEvent } from 'react';
import { draftFields } from './draftFields';

type Draft = { name: string; interval: 'month' | 'year' };
const change = <E extends HTMLInputElement | HTMLSelectElement>(value: string) =>
  ({ target: { value } }) as ChangeEvent<E>;

describe('draftFields', () => {
  const draft: Draft = { name: 'Pro', interval: 'month' };

  it('binds a text field: value, change, and the error message else the hint', () => {
    const set = vi.fn();
    const messages: Partial<Record<keyof Draft, string>> = { name: 'Required' };
    const fields = draftFields(draft, set, (key) => messages[key]);
    const name = fields.text('name', 'Shown to members');
    expect(name).toMatchObject({
      value: 'Pro',
      error: true,
      helperText: 'Required',
      fullWidth: true,
    });
    name.onChange(change<HTMLInputElement>('Elite'));
    expect(set).toHaveBeenCalledWith('name', 'Elite');
    delete messages.name;
    expect(fields.text('name', 'Shown to members')).toMatchObject({
      error: false,
      helperText: 'Shown to members',
    });
  });

  it('binds a select: value and change', () => {
    const set = vi.fn();
    const interval = draftFields(draft, set, () => undefined).select('interval');
    expect(interval).toMatchObject({ value: 'month', fullWidth: true });
    interval.onChange(change<HTMLSelectElement>('year'));
    expect(set).toHaveBeenCalledWith('interval', 'year');
  });
});
