import http from 'node:http';
import sharp from 'sharp';
import { openDatabase } from '../server/orm.js';
import { createTeam } from '../tests/helpers/factories.js';
import { addToRoster, createCollection, createCreator, createSheet } from '../tests/helpers/public-factories.js';

const CREATORS = 60;

/**
 * What the public pages show in the benches: a team with 60 creators on its roster and on one
 * sheet, in one collection. `pictureFor` gives each creator's portrait URL from its id.
 */
export async function seedPublicPages(databaseUrl: string, pictureFor: (influencerId: number, index: number) => string) {
  const orm = await openDatabase(databaseUrl);
  try {
    const em = orm.em.fork();
    const team = await createTeam(em, 'Bench Talent');
    const creators = [];
    for (let i = 0; i < CREATORS; i++) {
      const { influencer } = await createCreator(em, { fullname: `Bench Creator ${i + 1}` });
      influencer.pictureUrl = pictureFor(influencer.id, i);
      await addToRoster(em, team, influencer, { tagline: 'Creator' });
      creators.push(influencer);
    }
    const sheet = await createSheet(em, team, creators, { description: 'Bench Sheet' });
    const collection = await createCollection(em, team, [sheet], 'Bench Collection');
    return { teamId: team.id, sheetId: sheet.id, collectionId: collection.id, influencerIds: creators.map((creator) => creator.id) };
  } finally {
    await orm.close();
  }
}

/** Serves generated 600x600 JPEG portraits (`/portrait-<n>.jpg`) from another origin, as a CDN would. */
export async function startMediaServer(port: number) {
  const cache = new Map<string, Buffer>();
  const server = http.createServer(async (req, res) => {
    const hue = Number(/portrait-(\d+)/.exec(req.url ?? '')?.[1] ?? 0);
    let body = cache.get(req.url ?? '');
    if (!body) {
      body = await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: (hue * 37) % 255, g: 120, b: 200 } } })
        .jpeg({ quality: 80 })
        .toBuffer();
      cache.set(req.url ?? '', body);
    }
    res.writeHead(200, { 'content-type': 'image/jpeg', 'cache-control': 'no-cache' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
