import { createFileRoute } from '@tanstack/react-router';
import { EditDescriptionPage } from '../../../features/roster/editors/edit-description-page';

export const Route = createFileRoute('/_signed-in/talent/edit-description/$influencerId')({
  component: function Page() {
    const { influencerId } = Route.useParams();
    return <EditDescriptionPage influencerId={Number(influencerId)} />;
  },
});
