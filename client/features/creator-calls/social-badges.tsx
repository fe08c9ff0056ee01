import { Badge, Group } from '@mantine/core';
import type { SheetInfluencer } from '../../../shared/schemas/sheets/get-sheet';
import { formatCount, PLATFORM_NAME } from '../public/format';

/** A creator's accounts as "Instagram · 120K" badges, as the response's preview and the brand's review show them. */
export function SocialBadges({ socials }: { socials: SheetInfluencer['socials'] }) {
  if (socials.length === 0) return null;
  return (
    <Group gap={6}>
      {socials.map((social) => (
        <Badge key={`${social.platform}-${social.handle}`} variant="light" tt="none">
          {PLATFORM_NAME[social.platform] ?? social.platform} · {formatCount(social.followers)}
        </Badge>
      ))}
    </Group>
  );
}
