import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { etagOf } from '../../server/http/answer-encoding.js';
import { answerJson, checkKeptAnswer, keptAnswers, writtenAnswer } from '../../server/trpc/checked-once.js';

const Answer = z.object({ total: z.number(), rows: z.array(z.object({ id: z.string() })) });

describe('kept answers: checked once, then passed on as they are', () => {
  it('passes a checked kept answer through the output step as the same object, and checks anything else', async () => {
    const output = keptAnswers(Answer);
    const kept = checkKeptAnswer(Answer, { total: 1, rows: [{ id: 'a', extra: 'dropped' }] });
    expect(kept).toEqual({ total: 1, rows: [{ id: 'a' }] });
    expect(await output.parseAsync(kept)).toBe(kept);
    const fresh = { total: 2, rows: [] };
    const parsed = await output.parseAsync(fresh);
    expect(parsed).toEqual(fresh);
    expect(parsed).not.toBe(fresh);
    await expect(output.parseAsync({ total: 'two', rows: [] })).rejects.toThrow();
    // Checked against another schema is not checked against this one.
    const other = checkKeptAnswer(z.object({ total: z.number(), rows: z.array(z.unknown()) }), { total: 3, rows: [{ id: 4 }] });
    await expect(output.parseAsync(other)).rejects.toThrow();
  });

  it('writes a kept answer as JSON once, with nothing of its marks, and the ETag of those bytes', () => {
    const kept = checkKeptAnswer(Answer, { total: 1, rows: [{ id: 'a' }] });
    const written = answerJson(kept);
    expect(written.bytes.toString()).toBe('{"total":1,"rows":[{"id":"a"}]}');
    expect(written.etag).toBe(etagOf('{"total":1,"rows":[{"id":"a"}]}'));
    expect(answerJson(kept)).toBe(written);
    expect(answerJson({ plain: true })).toEqual({ bytes: '{"plain":true}', etag: null });
  });

  it('holds an answer written as bytes: sent as those bytes, passed on as checked, and read back as the answer they write', async () => {
    const kept = writtenAnswer(Answer, Buffer.from('{"total":1,"rows":[{"id":"a"}]}'));
    expect(answerJson(kept).bytes.toString()).toBe('{"total":1,"rows":[{"id":"a"}]}');
    expect(answerJson(kept).etag).toBe(etagOf('{"total":1,"rows":[{"id":"a"}]}'));
    expect(await keptAnswers(Answer).parseAsync(kept)).toBe(kept);
    expect(kept.rows[0]!.id).toBe('a');
    expect(kept).toEqual({ total: 1, rows: [{ id: 'a' }] });
    expect(JSON.stringify({ result: kept })).toBe('{"result":{"total":1,"rows":[{"id":"a"}]}}');
  });
});
