import { AppShell, Container } from '@mantine/core';
import { Navigate, Outlet } from '@tanstack/react-router';
import { ActingBanner } from '../features/account/act-as';
import { AccountInactivePage } from '../features/account/account-inactive-page';
import { useFollowSignOut } from '../features/account/use-follow-sign-out';
import { useDemoData, useSignedInUser } from '../features/account/use-signed-in-user';
import { useMessagingLive } from '../features/messaging/use-messaging-live';
import { NewLookDialog } from '../features/notifications/new-look-dialog';
import { useTeamNotifications } from '../features/notifications/use-team-notifications';
import { ConnectionStatus } from './connection-status';
import { NavigationBar } from './navigation-bar';

/** Also in global.css (scroll padding) and connection-status.tsx. */
const HEADER_HEIGHT = 64;

/** Spec §2.2: the navigation bar shows only for a user with a team whose account is not suspended (nor disabled or inactive). */
export function SignedInLayout() {
  const user = useSignedInUser();
  const demoData = useDemoData();
  useFollowSignOut();
  const blocked = Boolean(user.account_disabled || user.account_inactive);
  const showNavigation = !user.noTeam && !user.account_suspended && !blocked;
  useTeamNotifications(!user.noTeam && !blocked);
  useMessagingLive(!user.noTeam && !blocked, user.user_id);

  // Spec §2.2: an account disabled while open goes to /account-disabled; an inactive one sees Account Inactive.
  if (user.account_disabled) return <Navigate to="/account-disabled" replace />;
  if (user.account_inactive) return <AccountInactivePage />;

  return (
    <AppShell header={showNavigation ? { height: HEADER_HEIGHT } : undefined}>
      {showNavigation && (
        <AppShell.Header>
          <NavigationBar user={user} demoData={demoData} />
        </AppShell.Header>
      )}
      <NewLookDialog />
      <ConnectionStatus />
      <AppShell.Main>
        <ActingBanner user={user} />
        <Container py={{ base: 'lg', sm: 40 }} px={{ base: 'md', sm: 'xl' }}>
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
