import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../features/support/contact-page';

export const Route = createFileRoute('/_signed-in/contact-tpp')({
  component: ContactPage,
});
