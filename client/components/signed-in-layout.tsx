import { AppShell, Container } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { useFollowSignOut } from '../features/account/use-follow-sign-out';
import { useSignedInUser } from '../features/account/use-signed-in-user';
import { useMessagingLive } from '../features/messaging/use-messaging-live';
import { NewLookDialog } from '../features/notifications/new-look-dialog';
import { useTeamNotifications } from '../features/notifications/use-team-notifications';
import { NavigationBar } from './navigation-bar';

const HEADER_HEIGHT = 64;

/** Spec §2.2: the navigation bar shows only for a user with a team whose account is not suspended. */
export function SignedInLayout() {
  const user = useSignedInUser();
  useFollowSignOut();
  const showNavigation = !user.noTeam && !user.account_suspended;
  useTeamNotifications(!user.noTeam);
  useMessagingLive(!user.noTeam, user.user_id);

  return (
    <AppShell header={showNavigation ? { height: HEADER_HEIGHT } : undefined}>
      {showNavigation && (
        <AppShell.Header>
          <NavigationBar user={user} />
        </AppShell.Header>
      )}
      <NewLookDialog />
      <AppShell.Main>
        <Container py={{ base: 'lg', sm: 40 }} px={{ base: 'md', sm: 'xl' }}>
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
