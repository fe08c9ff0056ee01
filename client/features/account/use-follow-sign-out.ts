import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { onAccessEnded, trpc } from '../../lib/trpc';
import { forgetSession } from './session-cache';

/**
 * When this session is signed out anywhere (another tab, a password change elsewhere),
 * this tab forgets everything and goes to /signin at once.
 */
export function useFollowSignOut() {
  const router = useRouter();
  const utils = trpc.useUtils();

  const leave = () => {
    // Told twice (the connection closed, then its reconnection refused): the first one left already.
    if (router.state.location.pathname === '/signin') return;
    forgetSession();
    void router.navigate({ to: '/signin', search: { redirect: router.state.location.href }, replace: true });
  };

  // The server closed the live connection because this session names nobody now: no need to wait for the reconnection's refusal.
  useEffect(() => onAccessEnded(leave));

  // Another tab switched team, an admin changed this user's role, membership or state: read everything again.
  const readAgain = () => void utils.invalidate().then(() => router.invalidate());

  trpc.account.sessionEvents.useSubscription(undefined, {
    // A change made before this tab listened (while the page loaded, or the socket reconnected) sent no event here: compare now.
    onStarted: () => {
      const before = JSON.stringify(utils.account.status.getData());
      utils.account.status.fetch(undefined, { staleTime: 0 }).then(
        (now) => JSON.stringify(now) !== before && readAgain(),
        () => {}, // unreachable now: the next event or reconnection tries again
      );
    },
    onData: (event) => {
      if (event.data.type === 'signed-out') leave();
      if (event.data.type === 'changed') readAgain();
    },
    // After the server closes the socket, the resubscription is refused: the session is gone.
    onError: (error) => {
      if (error.data?.code === 'UNAUTHORIZED') leave();
    },
  });
}
