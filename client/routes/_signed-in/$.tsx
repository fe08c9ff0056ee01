import { createFileRoute } from '@tanstack/react-router';
import { SignedInNotFound } from '../../components/signed-in-not-found';

/** Any address the app does not know: behind the sign-in guard, so a signed-out visitor signs in first. */
export const Route = createFileRoute('/_signed-in/$')({
  component: SignedInNotFound,
});
