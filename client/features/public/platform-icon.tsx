import { IconBrandInstagram, IconBrandTiktok, IconBrandYoutube, IconWorld } from '@tabler/icons-react';

/** The platform's mark; any other platform gets a globe. */
export function PlatformIcon({ platform, size = 16 }: { platform: string; size?: number }) {
  if (platform === 'instagram') return <IconBrandInstagram size={size} aria-hidden />;
  if (platform === 'tiktok') return <IconBrandTiktok size={size} aria-hidden />;
  if (platform === 'youtube') return <IconBrandYoutube size={size} aria-hidden />;
  return <IconWorld size={size} aria-hidden />;
}
