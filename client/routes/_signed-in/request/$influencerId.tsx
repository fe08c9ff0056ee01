import { createFileRoute } from '@tanstack/react-router';
import { RequestChangePage } from '../../../features/talent-intake/request-change-page';

export const Route = createFileRoute('/_signed-in/request/$influencerId')({
  component: RequestChangePage,
});
