import { z } from 'zod';
import { ACCOUNT_TEXT } from '../account-texts.js';
import { CONTACT_LIMIT, CONTACT_TEXT } from '../contact-texts.js';
import { textField } from './text.js';

/** POST /api/user/contact-tpp: a message (required, spec §5) and the keys of files the caller uploaded through the upload flow. */
export const ContactRequest = z.object({
  note: textField(10_000, { multiline: true }).pipe(z.string().min(1, ACCOUNT_TEXT.contactMessageRequired)),
  uploadedKeys: z.array(z.string().min(1).max(500)).max(CONTACT_LIMIT.maxFiles, CONTACT_TEXT.tooManyFiles(CONTACT_LIMIT.maxFiles)).optional(),
});
export const ContactResponse = z.object({ message: z.string() });
