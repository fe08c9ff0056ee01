import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import type { BusObserver } from '../events/bus.js';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

const PREFIX = 'pitchroom_';
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const routeNames = new WeakMap<IncomingMessage, string>();
/** Names the route a request is counted under: the REST adapter names its documented call here. */
export const nameRoute = (req: IncomingMessage, route: string) => void routeNames.set(req, route);

/**
 * One instance's metrics in Prometheus' format (`GET /metrics`). Requests are counted by route: a
 * documented call by its procedure ("rest sheets.list"), each procedure of a tRPC batch
 * ("trpc sheets.list"), else by kind (page, asset, unknown), so a label never holds what a client
 * typed. Gauges the composition knows of (sockets, queues, pool, directory) are read when scraped.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: `${PREFIX}http_requests_total`,
    help: 'HTTP requests answered, by route and status',
    labelNames: ['route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly latency = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time to answer an HTTP request, by route and status',
    labelNames: ['route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly eventsPublished = new Counter({
    name: `${PREFIX}bus_events_published_total`,
    help: 'Events published on this instance',
    registers: [this.registry],
  });
  private readonly eventsDelivered = new Counter({
    name: `${PREFIX}bus_events_delivered_total`,
    help: 'Events handed to listeners on this instance',
    registers: [this.registry],
  });
  private readonly busLag = new Histogram({
    name: `${PREFIX}bus_lag_seconds`,
    help: "From an event's publish to its delivery here, for events heard through the transport (other instances' events; over NATS every event)",
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  constructor(private readonly procedures: ReadonlySet<string>) {
    collectDefaultMetrics({ register: this.registry, prefix: PREFIX });
  }

  readonly bus: BusObserver = {
    published: (count) => this.eventsPublished.inc(count),
    delivered: (count) => this.eventsDelivered.inc(count),
    lag: (milliseconds) => this.busLag.observe(Math.max(0, milliseconds) / 1000),
  };

  /** A gauge read when scraped; `read` gives one value, or values by the label. */
  gauge(name: string, help: string, read: () => number | Promise<number>): void;
  gauge(name: string, help: string, read: () => Promise<Record<string, number>>, label: string): void;
  gauge(name: string, help: string, read: () => number | Promise<number | Record<string, number>>, label?: string) {
    new Gauge({
      name: `${PREFIX}${name}`,
      help,
      labelNames: label ? [label] : [],
      registers: [this.registry],
      async collect() {
        const value = await read();
        if (typeof value === 'number') return void this.set(value);
        this.reset();
        for (const [key, count] of Object.entries(value)) this.set({ [label!]: key }, count);
      },
    });
  }

  /** The pipeline's first step: counts and times every request when its answer has been sent. */
  countRequests(): RequestHandler {
    const countRequest = (req: Request, res: Response, next: NextFunction) => {
      const started = process.hrtime.bigint();
      res.on('finish', () => {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        const status = String(res.statusCode);
        for (const route of this.routesOf(req)) {
          this.requests.inc({ route, status });
          this.latency.observe({ route, status }, seconds);
        }
      });
      next();
    };
    return countRequest;
  }

  private routesOf(req: Request): string[] {
    const named = routeNames.get(req);
    if (named) return [named];
    const path = req.originalUrl.split('?', 1)[0]!;
    if (path.startsWith('/trpc/')) {
      return path
        .slice('/trpc/'.length)
        .split(/,|%2C/i)
        .map((procedure) => (this.procedures.has(procedure) ? `trpc ${procedure}` : 'unknown'));
    }
    if (path === '/metrics') return ['metrics'];
    if (path.startsWith('/api/') || path === '/api') return ['unknown'];
    if (path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path)) return ['asset'];
    return ['page'];
  }

  async answer(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

/** `GET /metrics` for the holder of the token; without a token set there is no such path (404). */
export function serveMetrics(app: Express, metrics: Metrics, token: string | undefined) {
  app.get('/metrics', async (req, res) => {
    if (!token) return void res.status(404).type('text').send('Not found');
    const given = Buffer.from(/^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1] ?? '');
    const wanted = Buffer.from(token);
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted))
      return void res.status(401).setHeader('WWW-Authenticate', 'Bearer').type('text').send('Unauthorized');
    const { contentType, body } = await metrics.answer();
    res.setHeader('Cache-Control', 'no-store');
    res.type(contentType).send(body);
  });
}
