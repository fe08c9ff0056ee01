import { createHash } from 'node:crypto';
import type { AppEvent, EventBus } from '../events/bus.js';
import { EventCache, type Stale } from '../events/event-cache.js';

/** An API key calling: the key, its team, and the member who made it (whose rights it has, as a member). */
export interface ApiKeyCaller {
  keyId: number;
  teamId: string;
  userId: number;
}

/** A credential a call presents: a session cookie's token or a Bearer API key. */
export type Credential = { kind: 'session'; token: string } | { kind: 'key'; key: string };

type Row = Record<string, unknown>;

/** Who a live credential acts for, as plain rows (each call maps them into its own EntityManager). */
export interface Principal {
  /** The user the calls act as: the session's user, the user a staff session acts as, or the key's creator. */
  userId: number;
  /** The session's own user (the staff user while acting as someone); null for a key. */
  sessionUserId: number | null;
  session: { userId: number; actingAsId: number | null; expiresAt: Date } | null;
  apiKey: ApiKeyCaller | null;
  user: Row & { id: number };
  /** Every membership's team row with its role. */
  memberships: (Row & { id: string; member_role: string })[];
  /** The team the calls act in (a key's own team, with a member's rights), if any. */
  current: { team: Row & { id: string; settings?: unknown }; role: string } | null;
}

/** What a credential names now: its principal, or why it names none. */
export type Resolution = { status: 'live'; principal: Principal; cookie?: 'fresh' } | { status: 'revoked' } | { status: 'unknown'; cookie?: 'blank' };

/** How a credential is read from the database; the account and API-key modules provide them at start. */
export interface CredentialReaders {
  session(token: string): Promise<Resolution>;
  apiKey(key: string): Promise<Resolution>;
  /** Whether a session read now would be extended (lucia's sliding expiry): such a call reads it again. */
  sessionNeedsRefresh(expiresAt: Date): boolean;
}

/** Sessions and keys remembered at most (the least recently used go first). */
const MAX_CALLERS = 20_000;
/**
 * How long a remembered caller serves at most. Changes made through the app drop it at once (their
 * events); this only bounds how long a change made outside the app (by hand in the database) waits.
 */
export const CALLER_REUSE_MS = 60_000;

const credentialId = (credential: Credential) =>
  `${credential.kind}:${createHash('sha256')
    .update(credential.kind === 'session' ? credential.token : credential.key)
    .digest('hex')}`;

/** The groups of a principal, as `staleCallers` names them: its users, its teams, its key. */
const groupsOf = (principal: Principal) => [
  `user:${principal.userId}`,
  ...(principal.sessionUserId === null ? [] : [`user:${principal.sessionUserId}`]),
  ...[principal.current?.team.id, ...principal.memberships.map((m) => m.id)].filter(Boolean).map((id) => `team:${id}`),
  ...(principal.apiKey ? [`key:${principal.apiKey.keyId}`] : []),
];

/**
 * The principals an event may have changed the authority (or the rows) of: a session by its id,
 * the principals of a user, of a team, of an API key; null for any other event.
 */
function staleCallers(event: AppEvent): Stale<string> | null {
  switch (event.type) {
    case 'session.revoked':
      return { keys: [`session:${event.payload.sessionId}`] };
    case 'account.changed':
      return { groups: [`user:${event.payload.userId}`] };
    case 'team.settings.changed':
    case 'team.changed':
      return { groups: [`team:${event.payload.teamId}`] };
    case 'apiKey.revoked':
      return { groups: [`key:${event.payload.keyId}`] };
    default:
      return null;
  }
}

/** Whether `stale` names the principal held under `id`. */
const touches = (stale: Stale<string>, id: string, principal: Principal | null) =>
  [...(stale.keys ?? [])].includes(id) || (principal !== null && groupsOf(principal).some((group) => [...(stale.groups ?? [])].includes(group)));

/** What a principal may do, as one comparable value: when it differs, the streams it opened end. */
export function authorityOf(principal: Principal | null): string {
  if (!principal) return 'none';
  const { user, current } = principal;
  return JSON.stringify([
    principal.userId,
    principal.sessionUserId,
    principal.apiKey?.keyId ?? null,
    user.account_state,
    user.is_staff,
    user.is_admin,
    current?.team.id ?? null,
    current?.role ?? null,
    current?.team.settings ?? null,
  ]);
}

/**
 * The one place that knows who is calling: every call (HTTP or WebSocket, query, mutation or
 * subscription) resolves its credential here. Principals are remembered by credential and dropped,
 * on every instance, by the bus events that change authority (sign-out, password change, member
 * removal, role change, current-team change, account state, team settings, key revocation, and a
 * team row changed outside its settings such as a spent credit); a
 * read that such an event may have overlapped is not kept. Open streams watch their credential
 * and are told when it may have changed.
 */
export class Callers {
  private readonly remembered: EventCache<string, Principal>;
  private readonly watchers = new Map<string, Set<{ principal: () => Principal | null; changed: () => void }>>();
  /** Values worked out from a remembered principal, kept with it (and forgotten with it). */
  private readonly derived = new WeakMap<Principal, Map<string, unknown>>();
  private readonly stopListening: () => void;

  constructor(
    bus: EventBus,
    private readonly readers: CredentialReaders,
  ) {
    this.remembered = new EventCache(bus, {
      max: MAX_CALLERS,
      ttlMs: CALLER_REUSE_MS,
      groupsOf: (_id, principal) => (principal ? groupsOf(principal) : []),
      staleOn: staleCallers,
    });
    this.stopListening = bus.subscribeAll((event) => {
      const stale = staleCallers(event);
      if (stale) this.tellWatchers(stale);
    });
  }

  /** The credential's principal: remembered, or read (one statement for a session) and remembered. */
  async resolve(credential: Credential): Promise<Resolution> {
    const id = credentialId(credential);
    const known = this.remembered.get(id);
    if (known && !(known.session && this.readers.sessionNeedsRefresh(known.session.expiresAt))) return { status: 'live', principal: known };
    // A read that an authority event may have overlapped is not kept.
    const mark = this.remembered.mark();
    const read = credential.kind === 'session' ? await this.readers.session(credential.token) : await this.readers.apiKey(credential.key);
    if (read.status === 'live') this.remembered.setUnlessStaleSince(id, read.principal, mark);
    return read;
  }

  /** A value worked out once from `principal` (its rows as entity data, say), for every call it makes. */
  derive<T>(principal: Principal, key: string, make: () => T): T {
    let values = this.derived.get(principal);
    if (!values) this.derived.set(principal, (values = new Map()));
    if (!values.has(key)) values.set(key, make());
    return values.get(key) as T;
  }

  /**
   * Calls `changed` whenever an event may have changed the authority of `credential` (whose
   * principal the stream currently holds, from `principal()`). Answers the unsubscribe.
   */
  watch(credential: Credential, principal: () => Principal | null, changed: () => void): () => void {
    const id = credentialId(credential);
    const set = this.watchers.get(id) ?? new Set();
    const watcher = { principal, changed };
    set.add(watcher);
    this.watchers.set(id, set);
    return () => {
      set.delete(watcher);
      if (set.size === 0) this.watchers.delete(id);
    };
  }

  private tellWatchers(stale: Stale<string>) {
    for (const [id, set] of this.watchers) for (const watcher of set) if (touches(stale, id, watcher.principal())) watcher.changed();
  }

  close() {
    this.stopListening();
    this.remembered.close();
    this.watchers.clear();
  }
}
