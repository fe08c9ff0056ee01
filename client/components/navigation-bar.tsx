import { Box, Burger, Container, Drawer, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { COLLECTION_LABEL } from '../../shared/collection-labels';
import { BRAND_CALL_TEXT } from '../../shared/creator-call-texts';
import type { UserConfiguration } from '../../shared/schemas/account';
import { SEARCH_TEXT } from '../../shared/search-options';
import { SHEET_LABEL } from '../../shared/sheet-labels';
import { TALENT_LABEL } from '../../shared/talent-texts';
import { AccountMenu } from '../features/account/account-menu';
import { isBrandAccount } from '../features/brand-calls/brand-route-guard';
import { MessagesNavLink } from '../features/messaging/messages-nav-link';
import { NotificationsMenu } from '../features/notifications/notifications-menu';
import { sheetsHidden } from '../features/sheets/sheet-route-guard';
import { BrandLogo, BrandMark } from './brand-logo';
import { DemoDataBadge } from './demo-data-mark';
import { AnchorLink } from './router-links';

type NavTarget = '/search' | '/influencers' | '/favorites' | '/talent-sheets' | '/campaigns' | '/collections' | '/brand-creator-calls';

/**
 * Lists only pages that exist; each feature adds its own entry here when it is built. A brand
 * account (no roster of its own) sees its Creator Calls and the directory search.
 */
function navigationItems(user: UserConfiguration): { to: NavTarget; label: string }[] {
  if (isBrandAccount(user))
    return [
      { to: '/brand-creator-calls', label: BRAND_CALL_TEXT.navTitle },
      { to: '/search', label: SEARCH_TEXT.title },
    ];
  return agencyItems(user);
}

function agencyItems(user: UserConfiguration): { to: NavTarget; label: string }[] {
  const search = { to: '/search' as const, label: SEARCH_TEXT.title };
  const roster = [
    { to: '/influencers' as const, label: TALENT_LABEL.navRoster },
    { to: '/favorites' as const, label: TALENT_LABEL.navFavorites },
  ];
  if (sheetsHidden(user)) return [search, ...roster];
  return [
    search,
    ...roster,
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
export function NavigationBar({ user, demoData }: { user: UserConfiguration; demoData: boolean }) {
  const items = navigationItems(user);
  const [drawerOpen, drawer] = useDisclosure(false);
  return (
    <Container h="100%" px={{ base: 'md', sm: 'xl' }}>
      <Group h="100%" justify="space-between" wrap="nowrap" component="nav" aria-label="Main">
        <Group gap="lg" wrap="nowrap">
          {items.length > 0 && <Burger opened={drawerOpen} onClick={drawer.toggle} hiddenFrom="sm" size="sm" aria-label="Open navigation" />}
          <UnstyledButton component={Link} to="/" aria-label="Pitchroom home">
            {/* The mark alone on a phone leaves room for the demo badge. */}
            <Box hiddenFrom="sm">
              <BrandMark size={30} />
            </Box>
            <Box visibleFrom="sm">
              <BrandLogo size={30} />
            </Box>
          </UnstyledButton>
          {demoData && <DemoDataBadge />}
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
