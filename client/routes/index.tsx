import { createFileRoute, redirect } from '@tanstack/react-router';
import { isBrandAccount } from '../features/brand-calls/brand-route-guard';
import { BRAND_HOME_PATH, HOME_PATH } from '../lib/paths';

export const Route = createFileRoute('/')({
  beforeLoad: async ({ context }) => {
    // A brand's home is its Creator Calls; everyone else's (and a visitor's, who signs in first) the talent sheets.
    const status = await context.trpcUtils.account.status.ensureData().catch(() => null);
    throw redirect({ href: status?.user && isBrandAccount(status.user) ? BRAND_HOME_PATH : HOME_PATH, replace: true });
  },
});
