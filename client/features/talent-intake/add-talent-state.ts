import type { AddTalentPlatform } from '../../../shared/social-handles';

export interface AddedSocial {
  platform: AddTalentPlatform;
  handle: string;
  primary: boolean;
}

export const PLATFORM_NAMES: Record<string, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  facebook: 'Facebook',
  twitter: 'Twitter',
};

/** Spec §4 Add Talent primary: the first added is primary. */
export function addSocial(socials: AddedSocial[], social: Omit<AddedSocial, 'primary'>): AddedSocial[] {
  return [...socials, { ...social, primary: socials.length === 0 }];
}

/** Choosing another moves the flag. */
export function makePrimary(socials: AddedSocial[], index: number): AddedSocial[] {
  return socials.map((s, i) => ({ ...s, primary: i === index }));
}

/** Removing the primary makes the first remaining primary. */
export function removeSocial(socials: AddedSocial[], index: number): AddedSocial[] {
  const removed = socials[index];
  const rest = socials.filter((_, i) => i !== index);
  return removed?.primary && rest.length ? makePrimary(rest, 0) : rest;
}
