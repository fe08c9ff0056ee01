import type { OwnerRows } from './owner-rows.js';

/** The least privileged caller a procedure serves (spec §6). */
export type Caller = 'anyone' | 'signedIn' | 'teamMember' | 'sheetsUser' | 'teamAdmin';

export interface AccessRule {
  caller: Caller;
  /**
   * An input for the call. With `foreign`, it names the owner team's rows, and every other team's
   * actor must get 404 (403 where its role is refused first) and change nothing.
   */
  input?: (owner: OwnerRows) => unknown;
  foreign?: true;
  /** Ends or changes the caller's own session: only the signed-out refusal is checked. */
  endsSession?: true;
}

const own = (input: (o: OwnerRows) => unknown): Pick<AccessRule, 'input' | 'foreign'> => ({ input, foreign: true });

/**
 * Every procedure of the app router, REST and tRPC-only, queries, mutations and subscriptions: who
 * may call it and, where it takes ids of team-owned rows, an input naming another team's.
 * `tests/access/access-matrix.test.ts` fails on a procedure missing here.
 */
export const ACCESS_TABLE: Record<string, AccessRule> = {
  'public.sheet': { caller: 'anyone' },
  'public.sheetProfile': { caller: 'anyone' },
  'public.profile': { caller: 'anyone' },
  'public.teamProfile': { caller: 'anyone' },
  'public.collection': { caller: 'anyone' },
  'public.roster': { caller: 'anyone' },
  'public.respond': { caller: 'anyone' },
  'public.registerSheetViewer': { caller: 'anyone' },
  'public.registerInterest': { caller: 'anyone' },

  'analytics.record': { caller: 'anyone' },

  'account.status': { caller: 'anyone' },
  'account.signIn': { caller: 'anyone' },
  'account.signOut': { caller: 'signedIn', endsSession: true },
  'account.configuration': { caller: 'signedIn' },
  'account.savePersonalDetails': { caller: 'signedIn', input: () => ({ full_name: 'Actor', nickname: 'actor' }) },
  'account.changePassword': { caller: 'signedIn', endsSession: true },
  'account.markNotificationRead': { caller: 'signedIn' },
  'account.sessionEvents': { caller: 'signedIn' },

  'teamNotifications.live': { caller: 'teamMember' },
  'teamNotifications.list': { caller: 'teamMember' },
  'teamNotifications.markAllRead': { caller: 'teamMember' },

  'collections.list': { caller: 'sheetsUser', input: () => ({}) },
  'collections.get': { caller: 'sheetsUser', ...own((o) => ({ id: o.collectionId })) },
  'collections.save': { caller: 'sheetsUser', ...own((o) => ({ id: o.collectionId, title: 'Taken over', salesheet_ids: [o.sheetId] })) },
  'collections.alterTitle': { caller: 'sheetsUser', ...own((o) => ({ collection_id: o.collectionId, title: 'Taken over' })) },
  'collections.delete': { caller: 'sheetsUser', ...own((o) => ({ collection_id: o.collectionId })) },
  'collections.availableSheets': { caller: 'sheetsUser', input: () => ({}) },
  'collections.live': { caller: 'sheetsUser', ...own((o) => ({ collection_id: o.collectionId })) },

  'sheets.basic': { caller: 'sheetsUser' },
  'sheets.get': { caller: 'sheetsUser', ...own((o) => ({ hashId: o.sheetId })) },
  'sheets.list': { caller: 'sheetsUser', input: (o) => ({ hash_ids: o.sheetId }) },
  'sheets.save': { caller: 'sheetsUser', ...own((o) => ({ sheet_id: o.sheetId, title: 'Taken over', influencers: [] })) },
  'sheets.publicTitle': { caller: 'sheetsUser', ...own((o) => ({ sheet_id: o.sheetId, public_title: 'Taken over' })) },
  'sheets.copy': { caller: 'sheetsUser', ...own((o) => ({ sheet_id: o.sheetId, new_sheet_title: 'Copied away' })) },
  'sheets.delete': { caller: 'sheetsUser', ...own((o) => ({ sheet_id: o.sheetId })) },
  'sheets.removeInfluencer': { caller: 'sheetsUser', ...own((o) => ({ influencer_id: o.influencerId, sheet_ids: [o.sheetId] })) },
  'sheets.clientResponse': { caller: 'sheetsUser', ...own((o) => ({ sheet_id: o.sheetId, influencer_id: o.influencerId, client_accepted: true })) },
  'sheets.categories': { caller: 'sheetsUser' },
  'sheets.live': { caller: 'sheetsUser', ...own((o) => ({ sheet_id: o.sheetId })) },

  'likes.list': { caller: 'sheetsUser', ...own((o) => ({ salesheet_id: o.sheetId })) },
  'likes.add': { caller: 'sheetsUser', ...own((o) => ({ salesheet_id: o.sheetId, influencer_id: o.influencerId })) },
  'likes.remove': { caller: 'sheetsUser', ...own((o) => ({ salesheet_id: o.sheetId, influencer_id: o.influencerId })) },

  'campaign.get': { caller: 'sheetsUser', ...own((o) => ({ sheetId: o.campaignSheetId })) },
  'campaign.save': {
    caller: 'sheetsUser',
    ...own((o) => ({ talent_sheet_id: o.campaignSheetId, campaign_data: { [o.influencerId]: { notes: 'Taken over' } } })),
  },

  'messaging.list': { caller: 'teamMember', input: () => ({}) },
  'messaging.create': { caller: 'teamMember', ...own((o) => ({ title: 'Hello', body: 'Hello', receiver_id: o.userId })) },
  'messaging.get': { caller: 'teamMember', ...own((o) => ({ id: o.conversationId })) },
  'messaging.markRead': { caller: 'teamMember', ...own((o) => ({ conversation_id: o.conversationId })) },
  'messaging.archive': { caller: 'teamMember', ...own((o) => ({ action: 'archive', conversation_id: o.conversationId })) },
  'messaging.reply': { caller: 'teamMember', ...own((o) => ({ conversation_id: o.conversationId, content: 'Taken over' })) },
  'messaging.deleteMessage': { caller: 'teamMember', ...own((o) => ({ message_id: o.messageId })) },
  'messaging.recipients': { caller: 'teamMember' },
  'messaging.typing': { caller: 'teamMember', ...own((o) => ({ conversation_id: o.conversationId })) },
  'messaging.live': { caller: 'teamMember' },

  'roster.list': { caller: 'teamMember', input: (o) => ({ influencer_ids: String(o.influencerId) }) },
};
