import { Box, SimpleGrid, Text, Title } from '@mantine/core';
import { TEAM_OPTIONS_LABEL } from '../../../shared/account-labels';
import { PUBLIC_LABEL } from '../../../shared/public-texts';
import type { PublicCard, PublicTeamSettings } from '../../../shared/schemas/public/public-cards';
import { CreatorCard } from '../public/creator-card';
import { teamStyle } from '../public/team-style';

const sample = (id: number, name: string, tagline: string, reach: number, rate: number, female: number): PublicCard => ({
  id,
  name,
  picture_url: null,
  tagline,
  note: null,
  total_reach: reach,
  engagement_rate: rate,
  audience_female_percent: female,
  audience_age: '18-24',
  socials: [{ id, platform: 'instagram', handle: name.toLowerCase().replace(/\s+/g, ''), profile_url: null, followers: reach, primary: true }],
});

const SAMPLE_CARDS = [sample(1, 'Maya Lopez', 'Travel and food', 412_000, 4.3, 71), sample(2, 'Jordan Reeve', 'Fitness coach', 158_000, 6.1, 38)];

/** A shared sheet as brands would see it with these (unsaved) options. */
export function TeamOptionsPreview({ settings }: { settings: PublicTeamSettings }) {
  const look = teamStyle(settings);
  return (
    <Box
      aria-label={TEAM_OPTIONS_LABEL.preview}
      role="region"
      data-testid="team-options-preview"
      p="md"
      style={{ ...look.page, minHeight: undefined, borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Title order={4} ta="center" style={{ fontFamily: look.titleFont }} c={look.dark ? 'gray.0' : undefined}>
        {TEAM_OPTIONS_LABEL.previewHeading}
      </Title>
      <Text c="dimmed" size="xs" ta="center" mb="sm">
        {PUBLIC_LABEL.clickCreatorPhoto}
      </Text>
      <SimpleGrid cols={2} spacing="sm">
        {SAMPLE_CARDS.map((card) => (
          <CreatorCard key={card.id} card={card} settings={settings} look={look} onOpen={() => {}} />
        ))}
      </SimpleGrid>
    </Box>
  );
}
