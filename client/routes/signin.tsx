import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { SignInPage } from '../features/account/sign-in-page';

export const Route = createFileRoute('/signin')({
  validateSearch: z.object({ redirect: z.string().optional().catch(undefined) }),
  beforeLoad: async ({ context }) => {
    // A failing status call still shows the form: signing in is the way forward.
    const status = await context.trpcUtils.account.status.ensureData().catch(() => null);
    if (status?.user) throw redirect({ to: '/', replace: true });
  },
  component: SignInPage,
});
