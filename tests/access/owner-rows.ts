import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CampaignRow } from '../../server/modules/sheets/campaign-row.entity.js';
import { InfluencerLike } from '../../server/modules/sheets/influencer-like.entity.js';
import { ConversationParticipant } from '../../server/modules/messaging/conversation-participant.entity.js';
import { Conversation } from '../../server/modules/messaging/conversation.entity.js';
import { Message } from '../../server/modules/messaging/message.entity.js';
import { RosterEntry } from '../../server/modules/roster/roster-entry.entity.js';
import { SheetEntry } from '../../server/modules/sheets/sheet-entry.entity.js';
import { TalentSheet } from '../../server/modules/sheets/talent-sheet.entity.js';
import { WebhookDelivery, WebhookEndpoint } from '../../server/modules/webhooks/webhook.entity.js';
import { createCollection, createSheet } from '../helpers/public-factories.js';
import { createUser } from '../helpers/factories.js';
import { createResponseSheet, createRosterCreator } from '../helpers/sheets-factories.js';

/**
 * The rows of the team whose data every other actor tries to reach, each carrying `marker` in a
 * team-private field: an answer to another team's actor that contains the marker (or these ids)
 * has leaked. Extend it (and the table's inputs) when a domain adds team-owned rows.
 */
export async function createOwnerRows(em: EntityManager) {
  const marker = `owner-secret-${randomBytes(6).toString('hex')}`;
  const { user, team } = await createUser(em, { role: 'team_admin' });
  const creator = await createRosterCreator(em, team, { name: `Creator ${marker}`, tags: [`tag-${marker}`] });
  await em.nativeUpdate(RosterEntry, { team, influencer: creator }, { customDescription: `Description ${marker}` });
  const sheet = await createSheet(em, team, [creator], { title: `Sheet ${marker}`, createdBy: user, notes: { [creator.id]: `Note ${marker}` } });
  await em.nativeUpdate(SheetEntry, { sheet }, { clientNote: `Client note ${marker}` });
  const campaign = await createSheet(em, team, [creator], { title: `Campaign ${marker}`, createdBy: user });
  await em.nativeUpdate(TalentSheet, { id: campaign.id }, { sheetType: 'campaign' });
  em.create(CampaignRow, { team, sheet: campaign, influencer: creator, notes: `Campaign note ${marker}` });
  em.create(InfluencerLike, { team, sheet, influencer: creator, user });
  await em.flush();
  const collection = await createCollection(em, team, [sheet], `Collection ${marker}`);
  const { user: colleague } = await createUser(em, { team });
  const conversation = em.create(Conversation, { team, title: `Conversation ${marker}`, createdBy: user, receiver: colleague });
  const message = em.create(Message, { team, conversation, sender: user, body: `Message ${marker}` });
  em.create(ConversationParticipant, { team, conversation, user });
  em.create(ConversationParticipant, { team, conversation, user: colleague });
  await em.flush();
  // The call itself is every team's (its title is not private); the response sheet is the owner's.
  const response = await createResponseSheet(em, team, user);
  const endpoint = em.create(WebhookEndpoint, { team, url: `https://203.0.113.9/${marker}`, events: ['sheet.opened'], secret: `whsec_${marker}` });
  const delivery = em.create(WebhookDelivery, { id: randomUUID(), team, endpoint, eventType: 'sheet.opened', body: JSON.stringify({ marker }) });
  await em.flush();
  return {
    marker,
    teamId: team.id,
    userId: user.id,
    sheetId: sheet.id,
    campaignSheetId: campaign.id,
    collectionId: collection.id,
    influencerId: creator.id,
    conversationId: conversation.id,
    messageId: message.id,
    castingCallId: response.castingCall.id,
    webhookEndpointId: endpoint.id,
    webhookDeliveryId: delivery.id,
    /** Ids that must never appear in another team's answers. */
    privateIds: [sheet.id, campaign.id, collection.id, response.sheet.id],
  };
}

export type OwnerRows = Awaited<ReturnType<typeof createOwnerRows>>;

/** Every row of the owner team, from every table that has a team_id, for comparing before and after. */
export async function snapshotOwnerRows(em: EntityManager, teamId: string) {
  const connection = em.getConnection();
  const tables: { table_name: string }[] = await connection.execute(
    `select table_name from information_schema.columns where table_schema = current_schema() and column_name = 'team_id' order by table_name`,
  );
  const snapshot: Record<string, unknown[]> = {};
  for (const { table_name } of tables) {
    snapshot[table_name] = await connection.execute(`select * from "${table_name}" where team_id = ? order by 1`, [teamId]);
  }
  snapshot.team = await connection.execute('select * from team where id = ?', [teamId]);
  return JSON.stringify(snapshot);
}
