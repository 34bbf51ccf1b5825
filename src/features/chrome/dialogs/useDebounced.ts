import { useEffect, useState } from 'react';

/** The value once it has stayed the same for `ms` (the embed preview reloads after typing pauses, not per key). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
