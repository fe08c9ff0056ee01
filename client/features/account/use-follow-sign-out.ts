import { useRouter } from '@tanstack/react-router';
import { trpc } from '../../lib/trpc';
import { forgetSession } from './session-cache';

/**
 * When this session is signed out anywhere (another tab, a password change elsewhere),
 * this tab forgets everything and goes to /signin at once.
 */
export function useFollowSignOut() {
  const router = useRouter();
  const utils = trpc.useUtils();

  const leave = () => {
    forgetSession();
    void router.navigate({ to: '/signin', search: { redirect: router.state.location.href }, replace: true });
  };

  trpc.account.sessionEvents.useSubscription(undefined, {
    onData: (event) => {
      if (event.data.type === 'signed-out') leave();
      // Another tab switched team, an admin changed this user's role or membership: read everything again.
      if (event.data.type === 'changed') void utils.invalidate().then(() => router.invalidate());
    },
    // After the server closes the socket, the resubscription is refused: the session is gone.
    onError: (error) => {
      if (error.data?.code === 'UNAUTHORIZED') leave();
    },
  });
}
