import { createFileRoute } from '@tanstack/react-router';
import { TaggingAssistantPage } from '../../features/ai/tagging-assistant-page';

export const Route = createFileRoute('/_signed-in/tagging-assistant')({
  component: TaggingAssistantPage,
});
