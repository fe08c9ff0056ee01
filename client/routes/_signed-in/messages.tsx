import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { MessagesPage } from '../../features/messaging/messages-page';

const searchSchema = z.object({ conversation_id: z.coerce.number().int().positive().optional().catch(undefined) });

export const Route = createFileRoute('/_signed-in/messages')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams({})] },
  component: MessagesPage,
});
