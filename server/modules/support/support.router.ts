import { ContactRequest, ContactResponse } from '../../../shared/schemas/support.js';
import { router, teamProcedure } from '../../trpc/init.js';
import { contactUs } from './contact.service.js';

export const supportRouter = router({
  contact: teamProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/contact-tpp', tags: ['support'], summary: 'Send a message to the operators (Contact Us)' } })
    .input(ContactRequest)
    .output(ContactResponse)
    .mutation(({ ctx, input }) => contactUs(ctx, input)),
});
