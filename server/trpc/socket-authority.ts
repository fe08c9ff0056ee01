import type { WebSocket } from 'ws';
import { SOCKET_CLOSE } from '../../shared/live-stream.js';
import { authorityOf, type Callers, type Credential, type Principal } from './callers.js';

/** The longest timer Node.js keeps; a session that expires later is checked then and again. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The authority of one WebSocket connection (one credential). When an event may have changed it
 * (Callers.watch) or its session expires, it is read again; meanwhile the connection's streams hold
 * their next item, and if it changed or ended they end and the socket closes, on every instance
 * within the bus's delivery time. Each call on the socket is authorized on its own anyway.
 */
export class SocketAuthority {
  private principal: Principal | null = null;
  private authority = authorityOf(null);
  private ended = false;
  private checking: Promise<void>;
  private expiryTimer: NodeJS.Timeout | undefined;
  private readonly unwatch: () => void;

  constructor(
    private readonly callers: Callers,
    private readonly credential: Credential | null,
    private readonly socket: WebSocket,
  ) {
    this.unwatch = credential
      ? callers.watch(
          credential,
          () => this.principal,
          () => this.check(),
        )
      : () => {};
    socket.once('close', () => this.stop());
    this.checking = this.read().then((principal = null) => {
      this.principal = principal;
      this.authority = authorityOf(principal);
      this.scheduleExpiry();
    });
  }

  /** Before a stream yields: waits for a check under way; false once the connection's authority changed or ended. */
  async allows(): Promise<boolean> {
    await this.checking;
    return !this.ended;
  }

  private check() {
    if (this.ended) return;
    this.checking = this.checking.then(async () => {
      const principal = await this.read();
      if (principal !== undefined && authorityOf(principal) === this.authority) {
        this.principal = principal;
        return this.scheduleExpiry();
      }
      this.ended = true;
      const { code, reason } = principal === null ? SOCKET_CLOSE.ended : SOCKET_CLOSE.changed;
      this.socket.close(code, reason);
      this.stop();
    });
  }

  /** The credential's principal now; undefined when the database cannot tell (the streams end, the client reconnects). */
  private async read(): Promise<Principal | null | undefined> {
    if (!this.credential) return null;
    const resolved = await this.callers.resolve(this.credential).catch(() => undefined);
    return resolved && (resolved.status === 'live' ? resolved.principal : null);
  }

  private scheduleExpiry() {
    clearTimeout(this.expiryTimer);
    const expiresAt = this.principal?.session?.expiresAt;
    if (!expiresAt) return;
    this.expiryTimer = setTimeout(() => this.check(), Math.min(Math.max(expiresAt.getTime() - Date.now(), 0) + 1, MAX_TIMER_MS));
    this.expiryTimer.unref();
  }

  private stop() {
    clearTimeout(this.expiryTimer);
    this.unwatch();
  }
}
