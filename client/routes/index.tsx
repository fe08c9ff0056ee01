import { createFileRoute, redirect } from '@tanstack/react-router';
import { HOME_PATH } from '../lib/paths';

export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ href: HOME_PATH, replace: true });
  },
});
