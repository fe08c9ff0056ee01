import { createFileRoute } from '@tanstack/react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { SignedInNotFound } from '../components/signed-in-not-found';
import { SignedInLayout } from '../components/signed-in-layout';
import { StatusFailurePage } from '../components/status-failure-page';
import { requireSignedInUser } from '../features/account/session-guard';

/** Spec §2.2: every signed-in route sits under this guard. */
export const Route = createFileRoute('/_signed-in')({
  beforeLoad: ({ context, location }) => requireSignedInUser(context.trpcUtils, location.href),
  pendingComponent: FullPageLoader,
  errorComponent: StatusFailurePage,
  notFoundComponent: SignedInNotFound,
  component: SignedInLayout,
});
