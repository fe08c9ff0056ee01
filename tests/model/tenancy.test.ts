import { ReferenceKind } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../server/db/orm.js';
import { createTestDatabase } from '../helpers/database.js';

/** Tables that are not owned by one team, and why. Everything else must carry a non-null team. */
const NOT_TEAM_OWNED: Record<string, string> = {
  Team: 'the tenant itself',
  User: 'a person; belongs to teams through TeamMember',
  Session: "a user's sign-in",
  RateLimit: 'rate-limit counters',
  EventLog: 'event bus replay log; scoped by its scope column',
  Influencer: 'shared directory',
  SocialAccount: 'shared directory',
  SocialPost: 'shared directory',
  Favourite: 'owned by a user',
  MasterTag: 'shared tag list',
  Category: 'shared categories',
  CastingCall: 'issued by a brand to every agency',
  InterestRegistration: 'a visitor, unique e-mail across the product',
  PasswordReset: "a user's reset code, for every team of the account",
  MailOutbox: 'e-mails waiting in the local outbox; each names its recipient',
  DirectorySearchRow: 'search index of the shared directory',
  DirectorySearchChange: 'change feed of the shared directory search index',
  AnalyticsWindowState: 'the day the rolling analytics windows have reached, one row per window length for every team',
  StaffAction: 'what a staff user changed while acting as someone; the staff user is not in the team acted in',
};

let orm: Orm;
beforeAll(async () => {
  ({ orm } = await createTestDatabase());
});
afterAll(() => orm.close());

const entityMetadata = () => [...orm.getMetadata().getAll().values()].filter((meta) => !meta.embeddable && !meta.abstract);

describe('tenancy', () => {
  it('every team-owned entity has a non-nullable team relation', () => {
    const teamOwned = entityMetadata().filter((meta) => !(meta.className in NOT_TEAM_OWNED));
    expect(teamOwned.length).toBeGreaterThan(20);
    for (const meta of teamOwned) {
      const team = meta.properties['team' as never] as (typeof meta.properties)[never] | undefined;
      expect(team, `${meta.className} has no team`).toBeDefined();
      expect(team!.kind, meta.className).toBe(ReferenceKind.MANY_TO_ONE);
      expect(team!.targetMeta?.className, meta.className).toBe('Team');
      expect(team!.nullable ?? false, `${meta.className}.team is nullable`).toBe(false);
    }
  });

  it('the allow-list names real entities, none of which has a required team', () => {
    const byName = new Map(entityMetadata().map((meta) => [meta.className, meta]));
    for (const name of Object.keys(NOT_TEAM_OWNED)) {
      const meta = byName.get(name);
      expect(meta, `${name} is not an entity`).toBeDefined();
      const team = meta!.properties['team' as never] as { nullable?: boolean } | undefined;
      if (team) expect(team.nullable, `${name} has a required team: it is team-owned`).toBe(true);
    }
  });

  it('every team-owned table has an index led by team_id', async () => {
    const rows = await orm.em.getConnection().execute<{ table_name: string }[]>(`
      select distinct t.relname as table_name
      from pg_index i
      join pg_class t on t.oid = i.indrelid
      join pg_namespace n on n.oid = t.relnamespace and n.nspname = 'public'
      join pg_attribute a on a.attrelid = t.oid and a.attnum = i.indkey[0]
      where a.attname = 'team_id' and i.indpred is null`);
    const indexed = new Set(rows.map((row) => row.table_name));
    for (const meta of entityMetadata()) {
      if (meta.className in NOT_TEAM_OWNED) continue;
      expect(indexed, `${meta.tableName} has no index led by team_id`).toContain(meta.tableName);
    }
  });
});
