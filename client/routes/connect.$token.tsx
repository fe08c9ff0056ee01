import { createFileRoute } from '@tanstack/react-router';
import { ConnectPage } from '../features/talent-intake/connect-page';

export const Route = createFileRoute('/connect/$token')({
  component: ConnectPage,
});
