import { describe, expect, it } from 'vitest';
import { RecentEvents } from '../../server/events/recent-events.js';

const publish = (seq: number, scopes: string[]) => ({ seq, scopes, type: 'team.changed', payload: { seq } });

describe('the publishes an instance keeps for streams that resume', () => {
  it("finds a scope's publishes after a sequence number, oldest first, at most the limit", () => {
    const recent = new RecentEvents(10, 100);
    for (let seq = 11; seq <= 30; seq++) recent.add(publish(seq, seq % 2 ? ['user:1', 'user:2'] : ['user:2']));
    expect(recent.forScope('user:1', 10, 100).map((p) => p.seq)).toEqual([11, 13, 15, 17, 19, 21, 23, 25, 27, 29]);
    expect(recent.forScope('user:1', 20, 3).map((p) => p.seq)).toEqual([21, 23, 25]);
    expect(recent.forScope('user:2', 29, 100).map((p) => p.seq)).toEqual([30]);
    expect(recent.forScope('user:3', 10, 100)).toEqual([]);
  });

  it('drops the oldest past its capacity and says from where it holds every publish', () => {
    const recent = new RecentEvents(0, 8);
    for (let seq = 1; seq <= 50; seq++) recent.add(publish(seq, ['user:1']));
    expect(recent.heldAfter).toBe(42);
    expect(recent.forScope('user:1', 0, 100).map((p) => p.seq)).toEqual([43, 44, 45, 46, 47, 48, 49, 50]);
  });

  it('forgets a scope whose publishes were all dropped, and lists a scope named twice in one publish once', () => {
    const recent = new RecentEvents(0, 2);
    recent.add(publish(1, ['user:1', 'user:1']));
    expect(recent.forScope('user:1', 0, 100).map((p) => p.seq)).toEqual([1]);
    recent.add(publish(2, ['user:2']));
    recent.add(publish(3, ['user:2']));
    expect(recent.forScope('user:1', 0, 100)).toEqual([]);
    recent.add(publish(4, ['user:1']));
    expect(recent.forScope('user:1', 0, 100).map((p) => p.seq)).toEqual([4]);
    expect(recent.forScope('user:2', 0, 100).map((p) => p.seq)).toEqual([3]);
  });
});
