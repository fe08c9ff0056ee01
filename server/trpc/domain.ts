import type { EntityName } from '@mikro-orm/core';

/*
 * What the domains give the pipeline. Each module that owns a part declares it here with
 * TypeScript's module augmentation (in its index.ts:
 * `declare module '../../trpc/domain.js' { interface DomainServices { directory: DirectoryMemory } }`)
 * and app.ts gives it at start, so the infrastructure names no domain.
 */

/** The per-instance memories and writers of the domains, in every call's context. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' declarations
export interface DomainServices {}

/** The signed-in caller as a call's context holds it: the account module's user and role, the teams module's team. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' declarations
export interface Caller {}

type CallerPart<K extends string> = K extends keyof Caller ? Caller[K] : never;
export type CallerUser = CallerPart<'user'>;
export type CallerTeam = CallerPart<'team'>;
export type CallerRole = CallerPart<'role'>;

/** The entities the pipeline makes of a principal's rows (the user and the current team), given by app.ts. */
export interface CallerEntities {
  user: EntityName<CallerUser & object>;
  team: EntityName<CallerTeam & object>;
}
