import { createFileRoute } from '@tanstack/react-router';
import { EditPostsPage } from '../../../features/roster/editors/edit-posts-page';

export const Route = createFileRoute('/_signed-in/talent/$influencerId/edit-posts')({
  component: function Page() {
    const { influencerId } = Route.useParams();
    return <EditPostsPage influencerId={Number(influencerId)} />;
  },
});
