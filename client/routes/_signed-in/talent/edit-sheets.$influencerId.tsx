import { createFileRoute } from '@tanstack/react-router';
import { EditSheetsPage } from '../../../features/roster/editors/edit-sheets-page';

export const Route = createFileRoute('/_signed-in/talent/edit-sheets/$influencerId')({
  component: function Page() {
    const { influencerId } = Route.useParams();
    return <EditSheetsPage influencerId={Number(influencerId)} />;
  },
});
