import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type StubMode = 'pick-first' | 'malformed-brief' | 'slow-brief' | 'slow' | 'malformed' | 'wrong-shape' | 'unknown-creator' | 'unknown-tag' | 'http-500';

/** The brief the stub reads from any campaign in 'pick-first' mode (one topic it was not offered). */
export const STUB_BRIEF = { platforms: ['instagram'], topics: ['Running', 'Invented Topic'], audience_countries: ['US'] };

/**
 * A local HTTP server that speaks the chat-completions protocol (POST /v1/chat/completions) and
 * answers as `mode` says; `requests` keeps every prompt it received.
 */
export async function startChatStub() {
  const state = { mode: 'pick-first' as StubMode, requests: [] as { model: string; prompt: string }[] };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      const request = JSON.parse(body) as { model: string; messages: { role: string; content: string }[] };
      const prompt = request.messages.find((m) => m.role === 'user')?.content ?? '';
      state.requests.push({ model: request.model, prompt });
      const reply = (content: string) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'stub',
            object: 'chat.completion',
            created: 0,
            model: request.model,
            choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
          }),
        );
      const firstId = Number(/"id":(\d+)/.exec(prompt)?.[1] ?? 0);
      const firstTag = /"tag":"([^"]+)"/.exec(prompt)?.[1] ?? '';
      switch (state.mode) {
        case 'slow':
          setTimeout(() => reply('{}'), 3000).unref();
          return;
        case 'malformed':
          return reply('Sure! Here are some creators: {"influencers": [');
        case 'wrong-shape':
          return reply(JSON.stringify({ influencers: 'many', tags: 3, explanation: 42 }));
        case 'unknown-creator':
          return reply(JSON.stringify({ influencers: [{ id: 987_654_321, explanation: 'Invented' }] }));
        case 'unknown-tag':
          return reply(JSON.stringify({ tags: [{ tag: 'Invented Tag', evidence: 'none' }] }));
        case 'http-500':
          res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
          return;
        default:
          if (prompt.includes('"brief"') && state.mode === 'slow-brief')
            return void setTimeout(() => reply(JSON.stringify({ brief: STUB_BRIEF })), 3000).unref();
          if (prompt.includes('"brief"'))
            return reply(state.mode === 'malformed-brief' ? '{"brief": {"platforms": "everywhere"' : JSON.stringify({ brief: STUB_BRIEF }));
          if (prompt.includes('"influencers"')) return reply(JSON.stringify({ influencers: [{ id: firstId, explanation: 'Stub: the best fit' }] }));
          if (prompt.includes('"tags"')) return reply(JSON.stringify({ tags: [{ tag: firstTag, evidence: 'Stub: clearly in the posts' }] }));
          return reply(JSON.stringify({ explanation: 'Stub note for the pitch.' }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
