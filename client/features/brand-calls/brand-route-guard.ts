import { redirect } from '@tanstack/react-router';
import type { UserConfiguration } from '../../../shared/schemas/account';

/** A brand account: its current team is marked as a brand. */
export const isBrandAccount = (user: UserConfiguration) => Boolean(user.team?.is_brand);

/** The brand screens are for brand accounts; anyone else goes to /creator-calls, the agencies' side. */
export function requireBrandAccount(user: UserConfiguration) {
  if (!isBrandAccount(user)) throw redirect({ to: '/creator-calls', replace: true });
}
