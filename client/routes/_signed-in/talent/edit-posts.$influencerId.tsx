import { createFileRoute, redirect } from '@tanstack/react-router';

/** The same editor under the path the other talent editors use (/talent/edit-…/{id}). */
export const Route = createFileRoute('/_signed-in/talent/edit-posts/$influencerId')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/talent/$influencerId/edit-posts', params, replace: true });
  },
});
