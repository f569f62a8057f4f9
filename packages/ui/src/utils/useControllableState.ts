import { useCallback, useRef, useState } from 'react';

/**
 * The `value` / `defaultValue` / `onChange` triple: controlled when `value` is given,
 * otherwise the component keeps its own state. `onChange` fires in both cases.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (value: T) => void,
): [T, (next: T) => void] {
  const [inner, setInner] = useState(defaultValue);
  const isControlled = value !== undefined;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const setValue = useCallback(
    (next: T) => {
      if (!isControlled) setInner(next);
      onChangeRef.current?.(next);
    },
    [isControlled],
  );
  return [isControlled ? value : inner, setValue];
}
