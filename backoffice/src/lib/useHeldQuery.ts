import { useRef } from 'react';

/**
 * The last data a query had: a detail page keeps showing the record while it is being deleted, after it
 * stopped asking for it (`skip`), so the invalidation does not refetch a record that is gone (a 404 toast).
 */
export function useHold<T>(data: T | undefined) {
  const last = useRef<T | undefined>(data);
  if (data !== undefined) last.current = data;
  return { data: last.current };
}
