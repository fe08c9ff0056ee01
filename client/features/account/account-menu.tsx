import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconSettings } from '@tabler/icons-react';
import { LABEL } from '../../../shared/labels';
import type { UserConfiguration } from '../../../shared/schemas/account';
import { MenuItemLink } from '../../components/router-links';

/** Spec §2.2 account menu, limited to the pages that exist so far. */
export function AccountMenu({ user }: { user: UserConfiguration }) {
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={LABEL.accountMenu} data-testid="account-menu">
          <Group gap={8} wrap="nowrap">
            <Avatar name={user.user_name} color="brand" variant="light" radius="xl" size={34} />
            <Text size="sm" fw={600} maw={160} truncate visibleFrom="xs">
              {user.user_name}
            </Text>
            <IconChevronDown size={16} stroke={1.8} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {LABEL.signedInAs}
          <Text size="sm" c="dark" fw={500} truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <MenuItemLink to="/configure" leftSection={<IconSettings size={16} />}>
          {LABEL.settings}
        </MenuItemLink>
        <MenuItemLink to="/signout" preload={false} leftSection={<IconLogout size={16} />}>
          {LABEL.signOut}
        </MenuItemLink>
      </Menu.Dropdown>
    </Menu>
  );
}
