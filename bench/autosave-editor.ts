import { TRPCClientError } from '@trpc/client';
import type { SheetContent } from '../shared/sheet-merge.js';
import { wsTrpcClient } from '../tests/helpers/ws-client.js';
import type { SeededSheet } from './autosave-server.js';

export interface SaveRecord {
  clientId: string;
  sentAt: number;
  ackAt?: number;
  acks: number;
  version?: number;
  content?: SheetContent;
  failed?: string;
  merged?: boolean;
}

/**
 * One simulated editor, like a browser tab of the sheet editor: subscribed to sheets.live, saving
 * over the WebSocket with base_version, taking in others' saves (refetch) and, on CONFLICT,
 * refetching and replaying its own change onto the newest sheet before saving again.
 */
export class SimulatedEditor {
  readonly saves = new Map<string, SaveRecord>();
  conflicts = 0;
  /** Round trips (ms) of this editor's save calls and sheet fetches, for the report. */
  readonly saveCalls: number[] = [];
  readonly fetchCalls: number[] = [];
  lastNote: string | null = null;
  private base: { content: SheetContent; version: number } | null = null;
  private readonly ws;
  private sequence = 0;
  private chain: Promise<void> = Promise.resolve();
  private subscription?: { unsubscribe: () => void };

  constructor(
    baseUrl: string,
    cookie: string,
    private readonly sheet: SeededSheet,
    private readonly index: number,
  ) {
    this.ws = wsTrpcClient(baseUrl, cookie);
  }

  private get creatorId() {
    return this.sheet.creatorIds[this.index % this.sheet.creatorIds.length];
  }
  private get prefix() {
    return `s${this.sheet.sheetId}e${this.index}:`;
  }

  async open() {
    await new Promise<void>((started, failed) => {
      this.subscription = this.ws.client.sheets.live.subscribe(
        { sheet_id: this.sheet.sheetId },
        {
          onStarted: () => started(),
          onError: (error) => failed(error),
          onData: ({ data }) => {
            if (data.type !== 'saved') return;
            const own = data.clientId?.startsWith(this.prefix) ? this.saves.get(data.clientId) : undefined;
            if (own) {
              own.acks++;
              own.ackAt ??= performance.now();
            } else if (data.content && (!this.base || data.content.version > this.base.version)) {
              this.base = { version: data.content.version, content: { title: data.content.title, items: data.content.items } };
            } else if (!data.content && (!this.base || data.version > this.base.version)) {
              void this.refresh().catch(() => {});
            }
          },
        },
      );
    });
    await this.refresh();
  }

  /** The editor's periodic change: a new note on its own creator, saved at once. */
  edit() {
    const note = `editor ${this.index} edit ${++this.sequence}`;
    const record: SaveRecord = { clientId: `${this.prefix}${this.sequence}`, sentAt: performance.now(), acks: 0 };
    this.saves.set(record.clientId, record);
    // Saves of one tab go one at a time, as the editor's do.
    this.chain = this.chain.then(() => this.save(record, note));
  }

  settled() {
    return this.chain;
  }

  close() {
    this.subscription?.unsubscribe();
    this.ws.close();
  }

  private async save(record: SaveRecord, note: string) {
    for (let attempt = 0; attempt < 10; attempt++) {
      const base = this.base!;
      const content = { title: base.content.title, items: base.content.items.map((i) => (i.id === this.creatorId ? { ...i, note } : i)) };
      const started = performance.now();
      try {
        const saved = await this.ws.client.sheets.save.mutate({
          sheet_id: this.sheet.sheetId,
          title: content.title,
          influencers: content.items.map((i) => ({ influencer_id: i.id, note: i.note })),
          client_id: record.clientId,
          base_version: base.version,
        });
        this.saveCalls.push(performance.now() - started);
        // A stale save the server could merge answers the sheet as saved.
        const stored = saved.merged ?? content;
        Object.assign(record, { version: saved.version, content: stored, merged: Boolean(saved.merged) });
        this.lastNote = note;
        if (saved.version > this.base!.version) this.base = { content: stored, version: saved.version };
        return;
      } catch (error) {
        if (!(error instanceof TRPCClientError && error.data?.code === 'CONFLICT')) {
          record.failed = (error as Error).message;
          return;
        }
        // Someone saved first: take in the newest sheet (fetched unless its event brought it already);
        // the next attempt replays this note onto it.
        this.saveCalls.push(performance.now() - started);
        this.conflicts++;
        if (this.base!.version <= base.version) await this.refresh();
      }
    }
    record.failed = 'still stale after 10 attempts';
  }

  private async refresh() {
    const started = performance.now();
    const fresh = await this.ws.client.sheets.get.query({ hashId: this.sheet.sheetId });
    this.fetchCalls.push(performance.now() - started);
    if (this.base && fresh.sheet.version <= this.base.version) return;
    this.base = {
      version: fresh.sheet.version,
      content: { title: fresh.sheet.title, items: fresh.influencers.map((i) => ({ id: i.id, note: i.note })) },
    };
  }
}
