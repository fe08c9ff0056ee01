import type { SessionStateResponse, UserConfiguration } from '../../../shared/schemas/account';
import { queryClient, trpcUtils } from '../../lib/trpc';

/** The status query is the one copy of the signed-in user on the client. */
export function rememberSession(session: SessionStateResponse) {
  trpcUtils.account.status.setData(undefined, session);
}

export function rememberUser(user: UserConfiguration) {
  rememberSession({ authed: true, user, demo_data: trpcUtils.account.status.getData()?.demo_data ?? false });
}

/** Nothing of a signed-out session may stay on screen or in memory. */
export function forgetSession() {
  queryClient.removeQueries();
}
