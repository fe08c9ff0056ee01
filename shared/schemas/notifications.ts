import { z } from 'zod';

/** A live team notification pushed to signed-in members. */
export const TeamNotificationEvent = z.object({
  id: z.number(),
  type: z.enum(['sheet_opened', 'sheet_response', 'casting_call_reviewed', 'casting_call_answered', 'talent_added', 'talent_not_found']),
  title: z.string(),
  sheet_id: z.string().nullable(),
  /** A creator added to the roster (talent_added), and the Add Talent request that added them (or found no one: talent_not_found). */
  influencer_id: z.number().optional(),
  request_id: z.number().optional(),
  /** talent_not_found: the request's accounts the data source does not know, as "@name on Instagram". */
  unknown_accounts: z.string().optional(),
});
export type TeamNotificationEvent = z.infer<typeof TeamNotificationEvent>;

export const TeamNotificationItem = z.object({
  id: z.number(),
  type: z.string(),
  title: z.string(),
  sheet_id: z.string().nullable(),
  created_at: z.string(),
  unread: z.boolean(),
});
export const ListTeamNotificationsResponse = z.object({ notifications: z.array(TeamNotificationItem), unread_count: z.number() });
