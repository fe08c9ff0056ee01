import { ActionIcon, Tooltip } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { TALENT_MSG } from '../../../../shared/talent-texts';
import { showError } from '../../../lib/toasts';
import { trpc } from '../../../lib/trpc';

/** The profile's favourite toggle (listed on /favorites). */
export function FavoriteToggle({ influencerId, favorite, onChange }: { influencerId: number; favorite: boolean; onChange: () => void }) {
  const utils = trpc.useUtils();
  const set = trpc.roster.setFavorite.useMutation({
    onSuccess: () => {
      void utils.roster.favorites.invalidate();
      onChange();
    },
    onError: () => showError(TALENT_MSG.somethingWentWrong),
  });
  const label = favorite ? 'Remove from favorites' : 'Add to favorites';
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant={favorite ? 'filled' : 'default'}
        color="pink"
        size="lg"
        aria-label={label}
        aria-pressed={favorite}
        loading={set.isPending}
        onClick={() => set.mutate({ influencer_id: influencerId, favorite: !favorite })}
      >
        {favorite ? <IconHeartFilled size={18} /> : <IconHeart size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
