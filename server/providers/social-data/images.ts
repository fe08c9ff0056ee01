import sharp from 'sharp';
import { PORTRAIT_WIDTHS } from '../../../shared/public-constants.js';
import { Rng } from './prng.js';

export const PORTRAIT_SIZE: number = PORTRAIT_WIDTHS.full;
export const POST_IMAGE_SIZE = 600;
export const AVATAR_SIZE = 160;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function initials(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '?') + (parts.length > 1 ? parts.at(-1)![0]! : '')).toUpperCase();
}

/** Two pleasant hues, a little apart, from the key. */
function palette(rng: Rng) {
  const hue = rng.int(0, 359);
  return { from: `hsl(${hue}, 65%, 62%)`, to: `hsl(${(hue + rng.int(30, 80)) % 360}, 70%, 45%)`, accent: `hsl(${(hue + 180) % 360}, 60%, 85%)` };
}

function gradient(colours: { from: string; to: string }) {
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours.from}"/><stop offset="1" stop-color="${colours.to}"/></linearGradient></defs>`;
}

async function jpeg(svg: string) {
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/** A square portrait: gradient, soft shapes and the person's initials. */
export function renderPortrait(key: string, name: string, size = PORTRAIT_SIZE) {
  const rng = new Rng('portrait', key);
  const colours = palette(rng);
  const circles = Array.from(
    { length: 3 },
    () =>
      `<circle cx="${rng.int(0, size)}" cy="${rng.int(0, size)}" r="${rng.int(size / 8, size / 3)}" fill="#fff" fill-opacity="${(0.08 + rng.float() * 0.12).toFixed(2)}"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${gradient(colours)}<rect width="100%" height="100%" fill="url(#g)"/>${circles}
<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="${Math.round(size * 0.36)}" fill="#fff" fill-opacity="0.92">${escapeXml(initials(name))}</text></svg>`;
  return jpeg(svg);
}

/** A post thumbnail: colours and shapes from the key, with the caption's first words on a band. */
export function renderPostImage(key: string, caption: string, size = POST_IMAGE_SIZE) {
  const rng = new Rng('post', key);
  const colours = palette(rng);
  const shapes = Array.from({ length: rng.int(3, 6) }, () => {
    const opacity = (0.15 + rng.float() * 0.3).toFixed(2);
    const x = rng.int(0, size);
    const y = rng.int(0, size * 0.75);
    const r = rng.int(size / 12, size / 4);
    return rng.chance(0.5)
      ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${colours.accent}" fill-opacity="${opacity}"/>`
      : `<rect x="${x - r}" y="${y - r}" width="${r * 2}" height="${r * 2}" rx="${r / 4}" transform="rotate(${rng.int(0, 89)} ${x} ${y})" fill="#fff" fill-opacity="${opacity}"/>`;
  }).join('');
  let text = '';
  for (const word of caption.split(/\s+/)) {
    if ((text + ' ' + word).trim().length > 34) {
      text += '\u2026';
      break;
    }
    text = (text + ' ' + word).trim();
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${gradient(colours)}<rect width="100%" height="100%" fill="url(#g)"/>${shapes}
<rect y="${size * 0.8}" width="100%" height="${size * 0.2}" fill="#000" fill-opacity="0.35"/>
<text x="${size * 0.05}" y="${size * 0.9}" dy="0.35em" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${Math.round(size * 0.05)}" fill="#fff">${escapeXml(text)}</text></svg>`;
  return jpeg(svg);
}
