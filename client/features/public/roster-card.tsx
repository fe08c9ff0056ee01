import { Box, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { PUBLIC_LABEL } from '../../../shared/public-texts';
import type { PublicCard, PublicTeamSettings } from '../../../shared/schemas/public/public-cards';
import { CreatorPortrait } from './creator-portrait';
import { formatCount, formatPercent, PLATFORM_NAME } from './format';
import { PlatformIcon } from './platform-icon';
import { audienceType } from './roster-sort';
import classes from './public.module.css';
import type { TeamStyle } from './team-style';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap={6} wrap="nowrap">
      <Text size="xs" c="dimmed" truncate>
        {label}
      </Text>
      <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/** A public roster card: portrait, name, tagline, reach, followers per platform, engagement, audience type and age. */
export function RosterCard({
  card,
  settings,
  look,
  onOpen,
  eager,
}: {
  card: PublicCard;
  settings: PublicTeamSettings;
  look: TeamStyle;
  onOpen: () => void;
  eager?: boolean;
}) {
  const audience = audienceType(card.audience_female_percent);
  const showEngagement = !settings.displayRosterHideEngagment && (card.engagement_rate ?? 0) > 0;
  return (
    <Box pos="relative" data-creator-card style={{ cursor: 'pointer' }}>
      <Card padding={0} radius="md" withBorder h="100%" style={{ background: look.dark ? '#1f2023' : undefined }}>
        <CreatorPortrait
          name={card.name}
          src={card.picture_url}
          filter={look.portraitFilter}
          eager={eager}
          style={settings.displayUseRosterFullPhoto ? { aspectRatio: '3 / 4' } : undefined}
        />
        <Stack gap={8} p="sm">
          <Box>
            <UnstyledButton onClick={onOpen} className={classes.stretched} data-creator-name>
              <Text component="span" display="block" fw={700} lineClamp={2} style={{ fontFamily: look.nameFont, color: look.nameColor }}>
                {card.name}
              </Text>
            </UnstyledButton>
            {card.tagline && (
              <Text size="xs" c="dimmed" lineClamp={1}>
                {card.tagline}
              </Text>
            )}
          </Box>
          <Group gap={10}>
            {card.socials.map((social) => (
              <Group key={social.id} gap={4} title={PLATFORM_NAME[social.platform]}>
                <PlatformIcon platform={social.platform} size={14} />
                <Text size="xs" fw={600}>
                  {formatCount(social.followers)}
                </Text>
              </Group>
            ))}
          </Group>
          <Stack gap={2}>
            <Stat label={PUBLIC_LABEL.totalReach} value={formatCount(card.total_reach)} />
            {showEngagement && <Stat label={PUBLIC_LABEL.engagementRate} value={formatPercent(card.engagement_rate)} />}
            {audience && (
              <Stat
                label={PUBLIC_LABEL.audienceType}
                value={`${audience.gender === 'female' ? PUBLIC_LABEL.female : PUBLIC_LABEL.male} ${audience.percent}%`}
              />
            )}
            {card.audience_age && <Stat label={PUBLIC_LABEL.audienceAge} value={card.audience_age} />}
          </Stack>
        </Stack>
      </Card>
    </Box>
  );
}
