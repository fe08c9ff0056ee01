import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../features/account/settings-page';

export const Route = createFileRoute('/_signed-in/configure')({
  component: SettingsPage,
});
