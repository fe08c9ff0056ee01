import { randomBytes } from 'node:crypto';

/** An unguessable, URL-safe id for anything reachable through a public link (132 bits). */
export const publicId = () => randomBytes(17).toString('base64url').slice(0, 22);
