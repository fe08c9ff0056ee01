import { createFileRoute } from '@tanstack/react-router';
import { EditRateCardPage } from '../../../features/roster/editors/edit-rate-card-page';

export const Route = createFileRoute('/_signed-in/talent/edit-rate-card/$influencerId')({
  component: function Page() {
    const { influencerId } = Route.useParams();
    return <EditRateCardPage influencerId={Number(influencerId)} />;
  },
});
