import { act, renderHook } from '@testing-library/react';
import { useControllableState } from './useControllableState';

describe('useControllableState', () => {
  it('keeps its own state when uncontrolled and reports changes', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultValue: 1, onChange }));
    act(() => result.current[1](2));
    expect(result.current[0]).toBe(2);
    act(() => result.current[1]((n) => n + 1));
    expect(result.current[0]).toBe(3);
    expect(onChange.mock.calls).toEqual([[2], [3]]);
  });

  it('follows the value prop when controlled and only asks for changes', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(
      ({ value }) => useControllableState({ value, defaultValue: 'a', onChange }),
      { initialProps: { value: 'b' } },
    );
    act(() => result.current[1]('c'));
    expect(result.current[0]).toBe('b');
    expect(onChange).toHaveBeenCalledWith('c');
    rerender({ value: 'c' });
    expect(result.current[0]).toBe('c');
  });

  it('does not report a change to the same value', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultValue: 5, onChange }));
    act(() => result.current[1](5));
    expect(onChange).not.toHaveBeenCalled();
  });
});
