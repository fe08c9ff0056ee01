import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGING_LIMIT, MESSAGING_TEXT } from '../../shared/messaging-texts.js';
import { Message } from '../../server/modules/messaging/message.entity.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { member, startConversation } from './messaging-helpers.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const count = (conversationId: number) => app.orm.em.fork().count(Message, { conversation: conversationId });

describe('messaging calls', () => {
  it('starts a conversation the receiver sees unread with a 45-character preview, and reading clears it', async () => {
    const a = await member(app);
    const b = await member(app, a.team);
    const long = 'Can you review the GlowCo shortlist notes before Friday, please?';
    const started = await startConversation(a.api, b.user.id, long);
    expect(started.status).toBe(200);
    const list = (await b.api.get('/api/conversations')).json;
    expect(list.unread_count).toBe(1);
    expect(list.conversations[0]).toMatchObject({
      id: started.json.conversation_id,
      title: 'Shortlist for GlowCo',
      has_unread_message: true,
      creator_name: 'tester',
    });
    expect(list.conversations[0].preview).toBe(`${long.slice(0, MESSAGING_LIMIT.previewLength)}…`);
    expect((await a.api.get('/api/conversations')).json.conversations[0].has_unread_message).toBe(false);

    expect((await b.api.post('/api/conversations/mark-read', { conversation_id: started.json.conversation_id })).status).toBe(200);
    expect((await b.api.get('/api/conversations?only_unread=true')).json).toMatchObject({ conversations: [], unread_count: 0 });
    const thread = (await a.api.get(`/api/conversations/${started.json.conversation_id}`)).json;
    expect(thread.read_by[0]).toMatchObject({ user_id: b.user.id });
    expect(thread.read_by[0].last_read_at).not.toBeNull();
  });

  it('replies trimmed, refuses empty and over-long bodies with 400, and stores a repeated client id once', async () => {
    const a = await member(app);
    const b = await member(app, a.team);
    const id = (await startConversation(a.api, b.user.id)).json.conversation_id;
    const sent = await b.api.post('/api/conversations/reply', { conversation_id: id, content: '  Sure, on it.  ', client_id: 'tab1-msg1' });
    expect(sent.json.message).toMatchObject({ body: 'Sure, on it.', sender_id: b.user.id });
    const again = await b.api.post('/api/conversations/reply', { conversation_id: id, content: 'Sure, on it.', client_id: 'tab1-msg1' });
    expect(again.json.message.id).toBe(sent.json.message.id);
    for (const content of ['   ', '\n\t', 'x'.repeat(MESSAGING_LIMIT.bodyMax + 1)]) {
      const refused = await b.api.post('/api/conversations/reply', { conversation_id: id, content });
      expect(refused.status).toBe(400);
      expect(refused.json.fields).toHaveProperty('content');
    }
    expect(await count(id)).toBe(2);
    const thread = (await a.api.get(`/api/conversations/${id}`)).json;
    expect(thread.messages.map((m: { body: string }) => m.body)).toEqual(['Hello there', 'Sure, on it.']);
  });

  it('archives out of the list until a new message, and deletes only the sender’s own messages', async () => {
    const a = await member(app);
    const b = await member(app, a.team);
    const id = (await startConversation(a.api, b.user.id)).json.conversation_id;
    expect((await b.api.post('/api/conversations/messages', { action: 'archive', conversation_id: id })).status).toBe(200);
    expect((await b.api.get('/api/conversations')).json.conversations).toEqual([]);
    const reply = (await a.api.post('/api/conversations/reply', { conversation_id: id, content: 'Still there?' })).json.message;
    expect((await b.api.get('/api/conversations')).json.conversations.map((c: { id: number }) => c.id)).toEqual([id]);

    const notMine = await b.api.post('/api/conversation/delete-message', { message_id: reply.id });
    expect(notMine.status).toBe(403);
    expect((await a.api.post('/api/conversation/delete-message', { message_id: reply.id })).status).toBe(200);
    expect((await b.api.get(`/api/conversations/${id}`)).json.messages.map((m: { id: number }) => m.id)).not.toContain(reply.id);
    expect((await a.api.post('/api/conversation/delete-message', { message_id: reply.id })).status).toBe(404);
  });

  it("refuses a list cursor it never gave (out of the columns' range) with 400", async () => {
    const a = await member(app);
    for (const cursor of ['99999999999999999999_1', '1_99999999999', 'x_1']) {
      const refused = await a.api.get(`/api/conversations?cursor=${cursor}`);
      expect(refused.status).toBe(400);
      expect(refused.json.fields).toHaveProperty('cursor');
    }
  });
  it('pages a long thread backwards 50 at a time', async () => {
    const a = await member(app);
    const b = await member(app, a.team);
    const id = (await startConversation(a.api, b.user.id, 'message 0')).json.conversation_id;
    for (let i = 1; i < 120; i++) await a.api.post('/api/conversations/reply', { conversation_id: id, content: `message ${i}` });
    const newest = (await b.api.get(`/api/conversations/${id}`)).json;
    expect(newest.messages).toHaveLength(MESSAGING_LIMIT.messagesPage);
    expect(newest.messages.at(-1).body).toBe('message 119');
    expect(newest.has_older).toBe(true);
    const older = (await b.api.get(`/api/conversations/${id}?before=${newest.messages[0].id}`)).json;
    expect(older.messages.at(-1).body).toBe('message 69');
    const oldest = (await b.api.get(`/api/conversations/${id}?before=${older.messages[0].id}`)).json;
    expect(oldest.messages.map((m: { body: string }) => m.body)[0]).toBe('message 0');
    expect(oldest.has_older).toBe(false);
  });

  it('keeps every conversation invisible (404) to anyone not in it, in the team or not, and stores nothing for them', async () => {
    const a = await member(app);
    const b = await member(app, a.team);
    const colleague = await member(app, a.team);
    const outsider = await member(app);
    const started = (await startConversation(a.api, b.user.id)).json;
    for (const stranger of [colleague, outsider]) {
      expect((await stranger.api.get(`/api/conversations/${started.conversation_id}`)).status).toBe(404);
      expect((await stranger.api.post('/api/conversations/reply', { conversation_id: started.conversation_id, content: 'hi' })).status).toBe(404);
      expect((await stranger.api.post('/api/conversations/mark-read', { conversation_id: started.conversation_id })).status).toBe(404);
      expect((await stranger.api.post('/api/conversations/messages', { action: 'archive', conversation_id: started.conversation_id })).status).toBe(404);
      expect((await stranger.api.post('/api/conversation/delete-message', { message_id: started.message.id })).status).toBe(404);
      expect((await stranger.api.get('/api/conversations')).json.conversations).toEqual([]);
    }
    const outsideTeam = await startConversation(a.api, outsider.user.id);
    expect(outsideTeam.status).toBe(404);
    expect(outsideTeam.json.error).toBe(MESSAGING_TEXT.receiverNotAllowed);
    expect(await count(started.conversation_id)).toBe(1);
  });
});
