import { notifications } from '@mantine/notifications';
import { IconEye, IconMessageCheck } from '@tabler/icons-react';
import { trpc } from '../../lib/trpc';

const VISIBLE_MS = 8000;

/** Shows a toast when a brand opens or answers one of the team's shared sheets (pushed live). */
export function useTeamNotifications(enabled: boolean) {
  const utils = trpc.useUtils();
  trpc.teamNotifications.live.useSubscription(undefined, {
    enabled,
    onData: ({ data }) => {
      void utils.teamNotifications.list.invalidate();
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
