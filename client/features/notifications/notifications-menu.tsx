import { ActionIcon, Box, Group, Indicator, Menu, Text, VisuallyHidden } from '@mantine/core';
import { IconBell, IconChecks } from '@tabler/icons-react';
import { NOTIFICATION_LABEL as L } from '../../../shared/notification-texts';
import { trpc } from '../../lib/trpc';
import { relativeTime } from '../messaging/relative-time';

/** The bell in the navigation: the team's latest notifications, unread ones marked, kept live. */
export function NotificationsMenu() {
  const utils = trpc.useUtils();
  const list = trpc.teamNotifications.list.useQuery();
  const markAll = trpc.teamNotifications.markAllRead.useMutation({ onSuccess: () => void utils.teamNotifications.list.invalidate() });
  const unread = list.data?.unread_count ?? 0;
  return (
    <Menu position="bottom-end" width={320} withinPortal>
      <Menu.Target>
        {/* The count sits over the icon's corner, outside the button's box: the button must not clip it. */}
        <ActionIcon variant="subtle" size="lg" style={{ overflow: 'visible' }}>
          <Indicator label={unread} size={16} disabled={unread === 0} offset={-4}>
            <IconBell size={20} />
          </Indicator>
          {/* Named by its text, not an aria-label, so the count it shows is part of its name. */}
          <VisuallyHidden>{unread ? `${L.menu} (${unread} unread)` : L.menu}</VisuallyHidden>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{L.menu}</Menu.Label>
        {list.data?.notifications.length ? (
          list.data.notifications.map((n) => (
            <Box key={n.id} px="sm" py={6}>
              <Group gap={6} wrap="nowrap">
                {n.unread && <Box w={8} h={8} style={{ borderRadius: 4, flex: 'none', background: 'var(--mantine-primary-color-filled)' }} />}
                <Text size="sm" fw={n.unread ? 600 : 400}>
                  {n.title}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {relativeTime(n.created_at)}
              </Text>
            </Box>
          ))
        ) : (
          <Text size="sm" c="dimmed" px="sm" py="xs">
            {L.empty}
          </Text>
        )}
        {unread > 0 && (
          <>
            <Menu.Divider />
            <Menu.Item leftSection={<IconChecks size={16} />} onClick={() => markAll.mutate()}>
              {L.markAllRead}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
