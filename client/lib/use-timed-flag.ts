import { useEffect, useState } from 'react';

/** A flag that turns itself off `durationMs` after the last `raise()`; for messages shown for a set time. */
export function useTimedFlag(durationMs: number) {
  const [raisedAt, setRaisedAt] = useState<number | null>(null);

  useEffect(() => {
    if (raisedAt === null) return;
    const timer = setTimeout(() => setRaisedAt(null), durationMs);
    return () => clearTimeout(timer);
  }, [raisedAt, durationMs]);

  return { raised: raisedAt !== null, raise: () => setRaisedAt(Date.now()), lower: () => setRaisedAt(null) };
}
