import { ActionIcon, Indicator } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { MESSAGING_LABEL as L } from '../../../shared/messaging-texts';
import { trpc } from '../../lib/trpc';

/** The navigation's messages icon with the unread count, kept live by the messaging subscription (spec §2.2). */
export function MessagesNavLink() {
  const unread = trpc.messaging.list.useQuery({ only_unread: true }).data?.unread_count ?? 0;
  return (
    <Indicator label={unread} size={16} disabled={unread === 0} offset={4} data-testid="messages-unread">
      <ActionIcon
        component={Link}
        to="/messages"
        variant={unread ? 'light' : 'subtle'}
        size="lg"
        aria-label={unread ? `${L.navMessages} (${unread} unread)` : L.navMessages}
      >
        <IconMessage size={20} />
      </ActionIcon>
    </Indicator>
  );
}
