import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventTransport } from './bus.js';
import { NatsTransport } from './nats-transport.js';
import { PgTransport } from './pg-transport.js';

/** `BUS_URL` unset: events over the app's PostgreSQL; `nats://…`: over NATS JetStream. */
export const eventTransport = (em: EntityManager, databaseUrl: string, busUrl?: string): EventTransport =>
  busUrl ? new NatsTransport(busUrl) : new PgTransport(em, databaseUrl);
