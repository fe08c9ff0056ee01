import type { OwnerRows } from './owner-rows.js';

/** The least privileged caller a procedure serves (spec §6). */
export type Caller = 'anyone' | 'signedIn' | 'teamMember' | 'sheetsUser' | 'teamAdmin' | 'brand' | 'siteAdmin' | 'staff';

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
  'analytics.dashboard': { caller: 'teamMember', input: () => ({}) },
  'analytics.visitors': { caller: 'teamMember', input: () => ({}) },
  'analytics.sheetClicks': { caller: 'teamMember', ...own((o) => ({ sheet_id: o.sheetId })) },
  'analytics.sheet': { caller: 'teamMember', ...own((o) => ({ sheet_id: o.sheetId })) },
  'analytics.sheetResponses': { caller: 'teamMember', ...own((o) => ({ sheet_id: o.sheetId })) },

  'decks.sheet': { caller: 'sheetsUser', ...own((o) => ({ sheet_id: o.sheetId })) },
  'decks.collection': { caller: 'sheetsUser', ...own((o) => ({ collection_id: o.collectionId })) },
  'decks.publicSheet': { caller: 'anyone' },
  'analytics.live': { caller: 'teamMember' },

  'account.status': { caller: 'anyone' },
  'account.signIn': { caller: 'anyone' },
  'account.signOut': { caller: 'signedIn', endsSession: true },
  'account.configuration': { caller: 'signedIn' },
  'account.savePersonalDetails': { caller: 'signedIn', input: () => ({ full_name: 'Actor', nickname: 'actor' }) },
  'account.changePassword': { caller: 'signedIn', endsSession: true },
  'account.markNotificationRead': { caller: 'signedIn' },
  'account.sessionEvents': { caller: 'signedIn' },
  'recovery.forgotPassword': { caller: 'anyone' },
  'recovery.resetPassword': { caller: 'anyone' },
  'recovery.resetCodeStatus': { caller: 'anyone' },
  'teams.registration': { caller: 'anyone', input: () => ({ code: 'not-a-code' }) },
  'teams.confirmAccount': { caller: 'anyone', input: () => ({ code: 'not-a-code', password: 'long-enough', email: 'nobody@example.test' }) },

  'teams.info': { caller: 'teamMember' },
  'teams.members': { caller: 'teamMember' },
  'teams.saveContactInfo': { caller: 'teamAdmin', input: () => ({ email: 'actor@example.test' }) },
  'teams.removeMember': { caller: 'teamAdmin', ...own((o) => ({ user_id: o.userId })) },
  'teams.changeRole': { caller: 'teamAdmin', ...own((o) => ({ user_id: o.userId, role: 'member' })) },
  'teams.switchTeam': { caller: 'signedIn', ...own((o) => ({ team_id: o.teamId })) },
  'teams.adminTeams': { caller: 'siteAdmin' },
  'teams.adminPickTeam': { caller: 'siteAdmin', input: () => ({ team_id: 'no-such-team' }) },
  'support.contact': { caller: 'teamMember', input: () => ({ note: 'Hello from the access matrix' }) },
  'apiKeys.list': { caller: 'teamAdmin' },
  'apiKeys.create': { caller: 'teamAdmin', input: () => ({ name: 'Actor key' }) },
  'apiKeys.revoke': { caller: 'teamAdmin', input: () => ({ id: 2147483000 }) },
  'webhooks.list': { caller: 'teamAdmin' },
  'webhooks.create': { caller: 'teamAdmin', input: () => ({ url: 'https://203.0.113.10/actor', events: ['sheet.opened'] }) },
  'webhooks.update': { caller: 'teamAdmin', ...own((o) => ({ id: o.webhookEndpointId, enabled: false })) },
  'webhooks.remove': { caller: 'teamAdmin', ...own((o) => ({ id: o.webhookEndpointId })) },
  'webhooks.sendTest': { caller: 'teamAdmin', ...own((o) => ({ id: o.webhookEndpointId })) },
  'webhooks.deliveries': { caller: 'teamAdmin', ...own((o) => ({ id: o.webhookEndpointId })) },
  'webhooks.redeliver': { caller: 'teamAdmin', ...own((o) => ({ delivery_id: o.webhookDeliveryId })) },
  'actAs.start': { caller: 'staff', input: () => ({ user_id: 2147483000 }) },
  'actAs.end': { caller: 'signedIn' },
  'actAs.recent': { caller: 'staff' },
  'teams.options': { caller: 'teamAdmin' },
  'teams.setOptions': { caller: 'teamAdmin', input: () => ({ options: { displayDarkMode: false } }) },
  'accountState.set': { caller: 'siteAdmin', input: () => ({ user_id: 2147483000, state: 'active' }) },
  'teams.invite': { caller: 'teamAdmin', input: () => ({ email: 'invited-by-actor@example.test', role: 'member' }) },

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
  // Creators are not the team's: the answer names only the caller's own team's sheets.
  'sheets.containing': { caller: 'sheetsUser', input: (o) => ({ influencer_ids: [o.influencerId] }) },
  'sheets.get': { caller: 'sheetsUser', ...own((o) => ({ hashId: o.sheetId })) },
  'sheets.list': { caller: 'sheetsUser', input: (o) => ({ hash_ids: o.sheetId }) },
  'sheets.save': { caller: 'sheetsUser', ...own((o) => ({ sheet_id: o.sheetId, title: 'Taken over', influencers: [] })) },
  'sheets.publicTitle': { caller: 'sheetsUser', ...own((o) => ({ sheet_id: o.sheetId, public_title: 'Taken over' })) },
  'sheets.copy': { caller: 'sheetsUser', ...own((o) => ({ sheet_id: o.sheetId, new_sheet_title: 'Copied away' })) },
  'sheets.shareSettings': { caller: 'sheetsUser', ...own((o) => ({ sheet_id: o.sheetId })) },
  'sheets.setShareSettings': { caller: 'sheetsUser', ...own((o) => ({ sheet_id: o.sheetId, allow_pdf_download: true, hide_rates: true })) },
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

  'creatorCalls.list': { caller: 'sheetsUser' },
  'creatorCalls.get': { caller: 'sheetsUser', input: (o) => ({ id: o.castingCallId }) },
  'creatorCalls.responseSheet': { caller: 'sheetsUser', input: (o) => ({ castingCallId: o.castingCallId }) },
  'creatorCalls.openResponse': { caller: 'sheetsUser', input: (o) => ({ casting_call_id: o.castingCallId }) },
  // The call is every team's; another team has no response to it, so its submit is refused (400) and changes nothing.
  'creatorCalls.submit': { caller: 'sheetsUser', input: (o) => ({ casting_call_id: o.castingCallId }) },
  'creatorCalls.live': { caller: 'sheetsUser' },

  // No actor of the matrix is a brand: each must be refused (tests/creator-calls/brand-calls.test.ts covers brands).
  'brandCalls.list': { caller: 'brand' },
  'brandCalls.save': { caller: 'brand', input: () => ({ title: 'Taken over', description: 'x' }) },
  'brandCalls.addImage': { caller: 'brand', input: () => ({ uploadedKey: 'uploads/none/none/a.jpg' }) },
  'brandCalls.close': { caller: 'brand', input: (o) => ({ casting_call_id: o.castingCallId }) },
  'brandCalls.responses': { caller: 'brand', input: (o) => ({ casting_call_id: o.castingCallId }) },
  'brandCalls.response': { caller: 'brand', input: () => ({ response_id: 1 }) },
  'brandCalls.reviewCreator': { caller: 'brand', input: (o) => ({ response_id: 1, influencer_id: o.influencerId, review: 'declined' }) },
  'brandCalls.reply': { caller: 'brand', input: () => ({ response_id: 1, reply: 'Taken over' }) },

  'roster.list': { caller: 'teamMember', input: (o) => ({ influencer_ids: String(o.influencerId) }) },
  'roster.table': { caller: 'teamMember', input: () => ({}) },
  'roster.live': { caller: 'teamMember' },
  'uploads.mediaUpload': { caller: 'teamMember', input: () => ({ filename: 'a.jpg', type: 'image/jpeg' }) },
  'requests.checkSocial': { caller: 'teamMember', input: () => ({ url: 'someone', platform: 'instagram' }) },
  'requests.addInfluencer': {
    caller: 'teamMember',
    input: () => ({ influencer: { name: 'Access', socials: [{ platform: 'instagram', handle: 'access_check' }] } }),
  },
  'requests.addTalentStatus': { caller: 'teamMember' },
  'requests.csvPreview': { caller: 'teamMember', input: () => ({ rows: [{ name: 'Access', socials: [{ platform: 'instagram', handle: 'access_csv' }] }] }) },
  'requests.csvImport': { caller: 'teamMember', input: () => ({ rows: [{ name: 'Access', socials: [{ platform: 'instagram', handle: 'access_csv' }] }] }) },
  'requests.requestInfluencer': { caller: 'teamMember', ...own((o) => ({ request_type: 'update', influencer_id: o.influencerId, note: 'Taken over' })) },
  'requests.replacePortrait': { caller: 'teamMember', ...own((o) => ({ influencer_id: o.influencerId, uploadedKey: 'uploads/none/none/a.jpg' })) },
  'requests.staffList': { caller: 'staff' },
  'requests.staffReview': { caller: 'staff', input: () => ({ request_id: 999_999_999, decision: 'reject' }) },
  'talentLogins.list': { caller: 'teamMember' },
  'talentLogins.create': { caller: 'teamMember', ...own((o) => ({ influencer_id: o.influencerId })) },
  'talentLogins.connectInfo': { caller: 'anyone', input: () => ({ token: 'not.a.valid.token' }) },
  'talentLogins.connect': { caller: 'anyone', input: () => ({ token: 'not.a.valid.token' }) },
  'roster.profile': { caller: 'teamMember', ...own((o) => ({ influencerId: o.influencerId })) },
  'roster.extraData': { caller: 'teamMember', ...own((o) => ({ influencerId: o.influencerId })) },
  'roster.saveTags': { caller: 'teamMember', ...own((o) => ({ influencer_id: o.influencerId, tags: ['taken'] })) },
  'roster.saveDisplayTags': { caller: 'teamMember', ...own((o) => ({ influencer_id: o.influencerId, tags: [] })) },
  'roster.saveLocation': { caller: 'teamMember', ...own((o) => ({ influencer_id: o.influencerId, city: 'Elsewhere', state: 'XX' })) },
  'roster.saveStatSettings': { caller: 'teamMember', ...own((o) => ({ influencer_id: o.influencerId, stringifiedSettings: '{"followers":true}' })) },
  'roster.saveInfluencerSettings': { caller: 'teamMember', ...own((o) => ({ influencer_id: o.influencerId, settings: { excluded_post_ids: ['x'] } })) },
  'roster.saveDescription': { caller: 'teamMember', ...own((o) => ({ influencer_id: o.influencerId, description: 'Taken over' })) },
  'roster.saveTagline': { caller: 'teamMember', ...own((o) => ({ influencer_id: o.influencerId, tagline: 'Taken over' })) },
  'roster.saveRateCard': { caller: 'teamMember', ...own((o) => ({ influencer_id: o.influencerId, removeRateCard: true })) },
  'roster.remove': { caller: 'teamMember', ...own((o) => ({ influencer_id: o.influencerId })) },
  'roster.favorites': { caller: 'teamMember', input: () => ({}) },
  'roster.setFavorite': { caller: 'teamMember', ...own((o) => ({ influencer_id: o.influencerId, favorite: true })) },
  'roster.categories': { caller: 'teamMember' },
  'roster.teamTags': { caller: 'teamMember' },
  'roster.renameTag': { caller: 'teamMember', ...own((o) => ({ tag: `tag-${o.marker}`, new_tag: 'taken' })) },
  'roster.deleteTag': { caller: 'teamMember', ...own((o) => ({ tag: `tag-${o.marker}` })) },

  'search.directory': { caller: 'teamMember', ...own((o) => ({ team_id: o.teamId })) },
  'search.tags': { caller: 'teamMember' },
  'search.closestTags': { caller: 'teamMember', input: () => ({ keywords: ['golf coach'] }) },

  // AI helpers: a creator of another team's roster is not found; descriptions never reach another team's tags or texts.
  'ai.tagHelper': { caller: 'teamMember', ...own((o) => ({ influencer_id: o.influencerId })) },
  'ai.sheetHelper': { caller: 'teamMember', input: () => ({ description: 'Fitness and yoga creators with a US audience of women' }) },
  'ai.specialNoteHelper': {
    caller: 'teamMember',
    input: () => ({ influencer_id: 2_000_000_000, description: 'Fitness and yoga creators with a US audience' }),
  },
  'ai.advancedFilters': { caller: 'teamMember', ...own((o) => ({ team_id: o.teamId, description: 'Fitness and yoga creators with a US audience of women' })) },
};
