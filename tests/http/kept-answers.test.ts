import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { answerJson, checkKeptAnswer, keptAnswers } from '../../server/trpc/checked-once.js';

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

  it('writes a kept answer as JSON once, with nothing of its marks', () => {
    const kept = checkKeptAnswer(Answer, { total: 1, rows: [{ id: 'a' }] });
    const text = answerJson(kept);
    expect(text).toBe('{"total":1,"rows":[{"id":"a"}]}');
    expect(answerJson(kept)).toBe(text);
    expect(answerJson({ plain: true })).toBe('{"plain":true}');
  });
});
