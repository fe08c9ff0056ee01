import { type EventBus, scopes } from '../../events/bus.js';

/**
 * What writers outside the sheet editor call so shared pages show their change on the next
 * request (saves already publish `sheet.saved`, which the public caches also hear).
 */
export const publishPublicChange = {
  sheet: (bus: EventBus, sheetId: string) => bus.publish(scopes.sheet(sheetId), 'public.sheet.changed', { sheetId }),
};
