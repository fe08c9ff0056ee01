import { redirect } from '@tanstack/react-router';
import type { TrpcUtils } from '../../lib/trpc';

/**
 * Spec §2.2: waits for the user; not signed in goes to /signin (and back here after),
 * a disabled account goes to /account-disabled.
 */
export async function requireSignedInUser(trpcUtils: TrpcUtils, here: string) {
  const { user } = await trpcUtils.account.status.ensureData();
  if (!user) throw redirect({ to: '/signin', search: { redirect: here }, replace: true });
  if (user.account_disabled) throw redirect({ to: '/account-disabled', replace: true });
  return { user };
}
