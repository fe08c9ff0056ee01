import { useLocalStorage } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { DURATION } from '../../../shared/limits';

/** Spec §4: hidden Creator Calls are kept in the browser's local storage (per user on this browser). */
export const hiddenCallsKey = (userId: string | number) => `pitchroom.hiddenCreatorCalls.${userId}`;

/**
 * Hiding a call shows "This call will not be shown again" with Undo; it is stored only after
 * 3 s (spec §9), so Undo within those 3 s leaves nothing behind.
 */
export function useHiddenCalls(userId: string | number) {
  const [hidden, setHidden] = useLocalStorage<string[]>({ key: hiddenCallsKey(userId), defaultValue: [], getInitialValueInEffect: false });
  const [pending, setPending] = useState<string[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const running = timers.current;
    return () => running.forEach((timer) => clearTimeout(timer));
  }, []);

  const settle = (id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setPending((list) => list.filter((p) => p !== id));
  };

  return {
    hidden,
    pending,
    hide: (id: string) => {
      setPending((list) => [...list, id]);
      timers.current.set(
        id,
        setTimeout(() => {
          settle(id);
          setHidden((list) => (list.includes(id) ? list : [...list, id]));
        }, DURATION.hiddenCallMessage),
      );
    },
    undo: settle,
    restore: (id: string) => setHidden((list) => list.filter((h) => h !== id)),
  };
}
