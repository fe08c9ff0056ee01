import { useState } from 'react';
import { COMPARE_LIMIT } from '../../../../shared/deck-constants';
import type { PublicCard } from '../../../../shared/schemas/public/public-cards';

/** The creators a brand ticked to compare (2 to 4), in the order ticked; a fifth is refused with a reason. */
export function useCompare() {
  const [picked, setPicked] = useState<PublicCard[]>([]);
  const [refused, setRefused] = useState(false);
  const [open, setOpen] = useState(false);
  return {
    picked,
    refused,
    open,
    isPicked: (id: number) => picked.some((card) => card.id === id),
    toggle(card: PublicCard) {
      const has = picked.some((c) => c.id === card.id);
      setRefused(!has && picked.length >= COMPARE_LIMIT.max);
      setPicked((current) => {
        if (current.some((c) => c.id === card.id)) return current.filter((c) => c.id !== card.id);
        return current.length >= COMPARE_LIMIT.max ? current : [...current, card];
      });
    },
    canCompare: picked.length >= COMPARE_LIMIT.min,
    show: () => setOpen(true),
    hide: () => setOpen(false),
    clear: () => (setPicked([]), setOpen(false)),
  };
}

export type Compare = ReturnType<typeof useCompare>;

/** What a card needs to offer the compare tick box. */
export const compareTick = (compare: Compare, card: PublicCard) => ({ picked: compare.isPicked(card.id), onToggle: () => compare.toggle(card) });
