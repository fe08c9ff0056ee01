import { Button } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { LABEL } from '../../../shared/labels';
import { MSG } from '../../../shared/messages';
import { FullPageLoader } from '../../components/full-page-loader';
import { ButtonLink } from '../../components/router-links';
import { StatusPage } from '../../components/status-page';
import { isTrpcError, trpc } from '../../lib/trpc';
import { forgetSession } from './session-cache';

/**
 * Signs out on arrival. This runs in an effect, not a loader: by then the signed-in
 * layout has unmounted and stopped listening, so this tab is not sent to /signin by
 * its own "signed-out" event.
 */
export function SignOutPage() {
  const signOut = trpc.account.signOut.useMutation({ onSettled: () => forgetSession() });
  const status = trpc.account.status.useQuery();
  const { mutate } = signOut;
  const started = useRef(false);
  const signedIn = Boolean(status.data?.user);

  useEffect(() => {
    // A visitor who is not signed in has nothing to end: no call (and no refusal in the console).
    if (started.current || !signedIn) return;
    started.current = true;
    mutate();
  }, [mutate, signedIn]);

  // Not signed in (any more) is the outcome the visitor wanted.
  const alreadySignedOut = (status.isSuccess && !signedIn && signOut.isIdle) || (isTrpcError(signOut.error) && signOut.error.data?.code === 'UNAUTHORIZED');
  if (signOut.isError && !alreadySignedOut) {
    return (
      <StatusPage
        title={MSG.statusFailure}
        action={
          <Button variant="light" onClick={() => mutate()}>
            {LABEL.tryAgain}
          </Button>
        }
      />
    );
  }
  if (!signOut.isSuccess && !alreadySignedOut) return <FullPageLoader />;
  return (
    <StatusPage
      title={MSG.signedOut}
      action={
        <ButtonLink to="/signin" variant="filled">
          {LABEL.signInAgain}
        </ButtonLink>
      }
    />
  );
}
