import { createFileRoute } from '@tanstack/react-router';
import { FullPageLoader } from '../components/full-page-loader';

export const Route = createFileRoute('/loading')({
  component: FullPageLoader,
});
