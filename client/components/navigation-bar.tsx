import { Burger, Container, Drawer, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { COLLECTION_LABEL } from '../../shared/collection-labels';
import type { UserConfiguration } from '../../shared/schemas/account';
import { SHEET_LABEL } from '../../shared/sheet-labels';
import { AccountMenu } from '../features/account/account-menu';
import { MessagesNavLink } from '../features/messaging/messages-nav-link';
import { NotificationsMenu } from '../features/notifications/notifications-menu';
import { sheetsHidden } from '../features/sheets/sheet-route-guard';
import { BrandLogo } from './brand-logo';
import { AnchorLink } from './router-links';

type NavTarget = '/talent-sheets' | '/campaigns' | '/collections';

/** Lists only pages that exist; each feature adds its own entry here when it is built. */
function navigationItems(user: UserConfiguration): { to: NavTarget; label: string }[] {
  if (sheetsHidden(user)) return [];
  return [
    { to: '/talent-sheets', label: SHEET_LABEL.navTalentSheets },
    { to: '/campaigns', label: SHEET_LABEL.navCampaigns },
    { to: '/collections', label: COLLECTION_LABEL.navCollections },
  ];
}

function NavigationLinks({ items, onNavigate }: { items: { to: NavTarget; label: string }[]; onNavigate?: () => void }) {
  return items.map((item) => (
    <AnchorLink
      key={item.to}
      to={item.to}
      onClick={onNavigate}
      size="sm"
      fw={500}
      c="dark"
      activeProps={{ c: 'var(--mantine-primary-color-filled)' }}
      style={{ whiteSpace: 'nowrap' }}
    >
      {item.label}
    </AnchorLink>
  ));
}

/** Links inline from the `sm` breakpoint; on a phone they move into a drawer behind a burger. */
export function NavigationBar({ user }: { user: UserConfiguration }) {
  const items = navigationItems(user);
  const [drawerOpen, drawer] = useDisclosure(false);
  return (
    <Container h="100%" px={{ base: 'md', sm: 'xl' }}>
      <Group h="100%" justify="space-between" wrap="nowrap" component="nav" aria-label="Main">
        <Group gap="lg" wrap="nowrap">
          {items.length > 0 && <Burger opened={drawerOpen} onClick={drawer.toggle} hiddenFrom="sm" size="sm" aria-label="Open navigation" />}
          <UnstyledButton component={Link} to="/" aria-label="Home">
            <BrandLogo size={30} />
          </UnstyledButton>
          {user.team && (
            <Text size="sm" c="dimmed" fw={500} visibleFrom="md" truncate>
              {user.team.name}
            </Text>
          )}
          <Group gap="lg" wrap="nowrap" visibleFrom="sm">
            <NavigationLinks items={items} />
          </Group>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <NotificationsMenu />
          <MessagesNavLink />
          <AccountMenu user={user} />
        </Group>
      </Group>
      <Drawer opened={drawerOpen} onClose={drawer.close} size="xs" title={user.team?.name} hiddenFrom="sm">
        <Stack gap="md">
          <NavigationLinks items={items} onNavigate={drawer.close} />
        </Stack>
      </Drawer>
    </Container>
  );
}
