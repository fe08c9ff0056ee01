import { notifications } from '@mantine/notifications';
import { IconEye, IconMessageCheck } from '@tabler/icons-react';
import { trpc } from '../../lib/trpc';

const VISIBLE_MS = 8000;

/** Shows a toast when a brand opens or answers one of the team's shared sheets or reviews a Creator Call response (pushed live). */
export function useTeamNotifications(enabled: boolean) {
  const utils = trpc.useUtils();
  trpc.teamNotifications.live.useSubscription(undefined, {
    enabled,
    onData: ({ data }) => {
      void utils.teamNotifications.list.invalidate();
      // A brand reviewed or replied to a Creator Call response: the cards show it at once.
      if (data.type === 'casting_call_reviewed') {
        void utils.creatorCalls.list.invalidate();
        void utils.creatorCalls.get.invalidate();
      }
      notifications.show({
        id: `team-notification-${data.id}`,
        message: data.title,
        color: data.type === 'sheet_response' ? 'teal' : 'brand',
        icon: data.type === 'sheet_response' ? <IconMessageCheck size={18} /> : <IconEye size={18} />,
        autoClose: VISIBLE_MS,
      });
    },
  });
}
