import * as React from 'react';

interface ControllableStateOptions<T> {
  value: T | undefined;
  defaultValue: T;
  onChange?: ((value: T) => void) | undefined;
}

/**
 * State that a caller may control (`value` + `onChange`) or leave to the component
 * (`defaultValue`), as Radix components do.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: ControllableStateOptions<T>): [T, (next: T) => void] {
  const [own, setOwn] = React.useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const setValue = React.useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [current, setValue];
}
