import { Avatar, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CreatorReview } from '../../../shared/schemas/creator-calls';
import type { SheetInfluencer } from '../../../shared/schemas/sheets/get-sheet';
import { CALL_TEXT as T } from '../../../shared/creator-call-texts';
import { formatCount } from '../public/format';
import { ReviewBadge } from './review-badge';
import { SocialBadges } from './social-badges';

/** The response's creators as the brand sees them: portrait, name, followers per platform, the team's note. */
export function ResponsePreview({
  heading,
  teamName,
  influencers,
  reviews,
}: {
  heading: string;
  teamName: string;
  influencers: SheetInfluencer[];
  /** The brand's marks by influencer id, once it has reviewed the response. */
  reviews?: Record<string, CreatorReview>;
}) {
  const reviewOf = (creator: SheetInfluencer) => reviews?.[String(creator.id)];
  return (
    <Stack gap="md" data-testid="response-preview">
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {teamName}
        </Text>
        <Title order={2} size="h3">
          {heading}
        </Title>
      </Stack>
      {influencers.length === 0 ? (
        <Text c="dimmed">{T.previewEmpty}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {influencers.map((creator) => (
            <Card key={creator.id} withBorder radius="md" padding="md" data-testid="preview-creator">
              <Stack gap="sm">
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={creator.picture_url} name={creator.fullname} size={56} radius="xl" alt="" />
                  <Stack gap={2} miw={0}>
                    <Text fw={600} truncate>
                      {creator.fullname}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {T.followers(formatCount(creator.followers))}
                    </Text>
                  </Stack>
                </Group>
                {reviewOf(creator) && (
                  <ReviewBadge review={reviewOf(creator)!} label={reviewOf(creator) === 'shortlisted' ? T.creatorShortlisted : T.creatorDeclined} />
                )}
                <SocialBadges socials={creator.socials} />
                {creator.note && (
                  <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                    {creator.note}
                  </Text>
                )}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
