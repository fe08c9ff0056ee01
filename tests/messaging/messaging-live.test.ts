import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessagingEvent } from '../../shared/schemas/messaging.js';
import { collect } from '../helpers/subscription.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { member, startConversation } from './messaging-helpers.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

type Heard = { id: string; data: MessagingEvent };

function listen(person: Awaited<ReturnType<typeof member>>, lastEventId?: string) {
  const socket = person.socket();
  const heard = collect<Heard>((handlers) => socket.client.messaging.live.subscribe(lastEventId ? { lastEventId } : undefined, handlers));
  return { ...heard, close: () => (heard.stop(), socket.close()) };
}

const kinds = (events: Heard[]) => events.map((e) => e.data.type);

describe('messaging live', () => {
  it('tells both participants of a message, a read receipt (once, not again when nothing new was read), an archive and a deletion, and nobody else', async () => {
    const a = await member(app);
    const b = await member(app, a.team);
    const colleague = await member(app, a.team);
    const [onA, onB, onColleague] = [listen(a), listen(b), listen(colleague)];
    try {
      await Promise.all([onA.started, onB.started, onColleague.started]);
      const started = (await startConversation(a.api, b.user.id, 'Are you free?')).json;
      await expect.poll(() => onB.events.map((e) => e.data.type === 'message' && e.data.message.body)).toEqual(['Are you free?']);
      await b.api.post('/api/conversations/mark-read', { conversation_id: started.conversation_id });
      await expect.poll(() => kinds(onA.events)).toEqual(['message', 'read']);
      // Read again with nothing new (another tab of B's): no second receipt, the next thing A hears is B's reply.
      expect((await b.api.post('/api/conversations/mark-read', { conversation_id: started.conversation_id })).status).toBe(200);
      const reply = (await b.api.post('/api/conversations/reply', { conversation_id: started.conversation_id, content: 'Yes!' })).json.message;
      await expect.poll(() => kinds(onA.events)).toEqual(['message', 'read', 'message']);
      await b.socket().client.messaging.typing.mutate({ conversation_id: started.conversation_id });
      await expect.poll(() => kinds(onA.events).at(-1)).toBe('typing');
      await b.api.post('/api/conversation/delete-message', { message_id: reply.id });
      await expect.poll(() => onA.events.at(-1)?.data).toEqual({ type: 'deleted', conversation_id: started.conversation_id, message_id: reply.id });
      await b.api.post('/api/conversations/messages', { action: 'archive', conversation_id: started.conversation_id });
      await expect.poll(() => kinds(onB.events).at(-1)).toBe('archived');
      expect(kinds(onA.events)).not.toContain('archived');
      expect(onColleague.events).toEqual([]);
    } finally {
      [onA, onB, onColleague].forEach((l) => l.close());
    }
  });

  it('gives a reconnecting client exactly the three messages it missed, in order, once', async () => {
    const a = await member(app);
    const b = await member(app, a.team);
    const first = listen(a);
    await first.started;
    const id = (await startConversation(b.api, a.user.id, 'before the drop')).json.conversation_id;
    await expect.poll(() => first.events.length).toBe(1);
    const lastEventId = first.events[0].id;
    first.close();
    for (const content of ['one', 'two', 'three']) await b.api.post('/api/conversations/reply', { conversation_id: id, content });
    const again = listen(a, lastEventId);
    try {
      await again.started;
      const bodies = () => again.events.map((e) => (e.data.type === 'message' ? e.data.message.body : e.data.type));
      await expect.poll(bodies).toEqual(['one', 'two', 'three']);
      await b.api.post('/api/conversations/reply', { conversation_id: id, content: 'live again' });
      await expect.poll(bodies).toEqual(['one', 'two', 'three', 'live again']);
      expect(new Set(again.events.map((e) => e.id)).size).toBe(4);
    } finally {
      again.close();
    }
  });
});
