import { useCallback, useRef, useState } from 'react';

/** Options of {@link useControllableState}. */
export interface UseControllableStateOptions<T> {
  /** The controlled value; `undefined` means the component owns the state. */
  value?: T | undefined;
  /** The initial value when uncontrolled. */
  defaultValue: T;
  /** Called with every requested change, controlled or not. */
  onChange?: ((value: T) => void) | undefined;
}

/**
 * One state for controlled and uncontrolled components: reads `value` when it is defined,
 * otherwise keeps its own state; `onChange` hears about every change either way.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: UseControllableStateOptions<T>): [T, (next: T | ((previous: T) => T)) => void] {
  const [inner, setInner] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  // Refs keep the setter stable while reading the latest value and callback.
  const currentRef = useRef(current);
  currentRef.current = current;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const controlledRef = useRef(controlled);
  controlledRef.current = controlled;

  const setValue = useCallback((next: T | ((previous: T) => T)) => {
    const resolved =
      typeof next === 'function' ? (next as (previous: T) => T)(currentRef.current) : next;
    if (Object.is(resolved, currentRef.current)) return;
    currentRef.current = resolved;
    if (!controlledRef.current) setInner(resolved);
    onChangeRef.current?.(resolved);
  }, []);

  return [current, setValue];
}
