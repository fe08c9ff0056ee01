import { Anchor, Badge, Group, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { PUBLIC_LABEL } from '../../../../shared/public-texts';
import type { PublicAccount } from '../../../../shared/schemas/public/public-profile';
import { PLATFORM_NAME } from '../format';
import { PlatformIcon } from '../platform-icon';

/** The creator's tags as outlined badges in the team's accent colour (nothing without tags). */
export function CreatorTags({ tags, color }: { tags: string[]; color: string | undefined }) {
  if (tags.length === 0) return null;
  return (
    <Group gap={6}>
      {tags.map((tag) => (
        <Badge key={tag} variant="outline" color={color}>
          {tag}
        </Badge>
      ))}
    </Group>
  );
}

/** Where the creator lives, when known. */
export function CreatorPlace({ city, state }: { city: string | null; state: string | null }) {
  if (!city && !state) return null;
  return (
    <Group gap={4} c="dimmed">
      <IconMapPin size={16} aria-hidden />
      <Text size="sm">{[city, state].filter(Boolean).join(', ')}</Text>
    </Group>
  );
}

/** One account's heading: its platform and handle, and a link to it on its platform. */
export function AccountHeading({
  account,
  onPlatformLink,
}: {
  account: Pick<PublicAccount, 'platform' | 'handle' | 'profile_url'>;
  onPlatformLink?: () => void;
}) {
  return (
    <Group justify="space-between" wrap="wrap">
      <Group gap="xs">
        <PlatformIcon platform={account.platform} size={22} />
        <Title order={2} fz="lg">
          @{account.handle}
        </Title>
      </Group>
      {account.profile_url && (
        <Anchor href={account.profile_url} target="_blank" rel="noopener noreferrer" onClick={onPlatformLink}>
          {PUBLIC_LABEL.viewOn} {PLATFORM_NAME[account.platform]}
        </Anchor>
      )}
    </Group>
  );
}
