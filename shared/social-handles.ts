import type { SocialPlatform } from './schemas/platforms.js';

/** Platforms Add Talent takes (spec §2.7). */
export const ADD_TALENT_PLATFORMS = ['instagram', 'tiktok', 'youtube'] as const;
export type AddTalentPlatform = (typeof ADD_TALENT_PLATFORMS)[number];

const HOSTS: Partial<Record<SocialPlatform, RegExp>> = {
  instagram: /(^|\.)instagram\.com$/,
  tiktok: /(^|\.)tiktok\.com$/,
  youtube: /(^|\.)(youtube\.com|youtu\.be)$/,
  twitter: /(^|\.)(twitter\.com|x\.com)$/,
  facebook: /(^|\.)facebook\.com$/,
};
const HANDLE = /^[a-z0-9._-]{1,60}$/;

/**
 * The handle in what a user typed for a platform: "@name", "name", or a profile link
 * ("https://www.instagram.com/name/", "tiktok.com/@name", "youtube.com/@name"). Lower-case, no "@";
 * null when it is neither (a link to another site, a path that is not a profile).
 */
export function parseHandle(platform: SocialPlatform, text: string): string | null {
  const value = text.trim();
  if (!value) return null;
  const looksLikeUrl = /^(https?:\/\/)?([a-z0-9-]+\.)+[a-z]{2,}\//i.test(value) || /^https?:\/\//i.test(value);
  let candidate = value;
  if (looksLikeUrl) {
    let url: URL;
    try {
      url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
    } catch {
      return null;
    }
    const host = HOSTS[platform];
    if (host && !host.test(url.hostname.toLowerCase())) return null;
    const segments = url.pathname.split('/').filter(Boolean);
    const first = segments[0] ?? '';
    candidate = first.startsWith('@') ? first : ['c', 'user'].includes(first) && segments[1] ? segments[1] : first;
  }
  const handle = candidate.replace(/^@/, '').toLowerCase();
  return HANDLE.test(handle) ? handle : null;
}
