import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconChartBar,
  IconChevronDown,
  IconHistory,
  IconInbox,
  IconKey,
  IconLogout,
  IconMessageCircleQuestion,
  IconSettings,
  IconSpeakerphone,
  IconUserPlus,
} from '@tabler/icons-react';
import { ADD_TALENT_LABEL } from '../../../shared/talent-add-texts';
import { STAFF_ACTIONS_LABEL, SUPPORT_LABEL } from '../../../shared/account-labels';
import { ANALYTICS_TEXT } from '../../../shared/analytics';
import { BRAND_CALL_TEXT, CALL_TEXT } from '../../../shared/creator-call-texts';
import { LABEL } from '../../../shared/labels';
import type { UserConfiguration } from '../../../shared/schemas/account';
import { MenuItemLink } from '../../components/router-links';
import { isBrandAccount } from '../brand-calls/brand-route-guard';
import { sheetsHidden } from '../sheets/sheet-route-guard';

/** Spec §2.2 account menu, limited to the pages that exist so far. */
export function AccountMenu({ user }: { user: UserConfiguration }) {
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton data-testid="account-menu">
          <Group gap={8} wrap="nowrap">
            <Avatar aria-hidden name={user.user_name} color="brand" variant="light" radius="xl" size={34} />
            <Text size="sm" fw={600} maw={160} truncate visibleFrom="xs">
              {user.user_name}
            </Text>
            <VisuallyHidden>{LABEL.accountMenu}</VisuallyHidden>
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
        <MenuItemLink to="/contact-tpp" leftSection={<IconMessageCircleQuestion size={16} />}>
          {SUPPORT_LABEL.contactUs}
        </MenuItemLink>
        {!sheetsHidden(user) && (
          <>
            <MenuItemLink to="/talent-sheets/statistics" leftSection={<IconChartBar size={16} />}>
              {ANALYTICS_TEXT.pageTitle}
            </MenuItemLink>
            {/* A brand publishes calls instead of answering them. */}
            {isBrandAccount(user) ? (
              <MenuItemLink to="/brand-creator-calls" leftSection={<IconSpeakerphone size={16} />}>
                {BRAND_CALL_TEXT.navTitle}
              </MenuItemLink>
            ) : (
              <MenuItemLink to="/creator-calls" leftSection={<IconSpeakerphone size={16} />}>
                {CALL_TEXT.listTitle}
              </MenuItemLink>
            )}
          </>
        )}
        <MenuItemLink to="/request-talent" leftSection={<IconUserPlus size={16} />}>
          {ADD_TALENT_LABEL.requestTitle}
        </MenuItemLink>
        <MenuItemLink to="/team-influencer-logins" leftSection={<IconKey size={16} />}>
          {ADD_TALENT_LABEL.loginsTitle}
        </MenuItemLink>
        {user.is_staff && (
          <>
            <MenuItemLink to="/staff/requests" leftSection={<IconInbox size={16} />}>
              {ADD_TALENT_LABEL.staffRequests}
            </MenuItemLink>
            <MenuItemLink to="/staff/actions" leftSection={<IconHistory size={16} />}>
              {STAFF_ACTIONS_LABEL.title}
            </MenuItemLink>
          </>
        )}
        <MenuItemLink to="/signout" preload={false} leftSection={<IconLogout size={16} />}>
          {LABEL.signOut}
        </MenuItemLink>
      </Menu.Dropdown>
    </Menu>
  );
}
