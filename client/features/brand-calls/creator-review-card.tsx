import { Anchor, Avatar, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconExternalLink, IconX } from '@tabler/icons-react';
import { BRAND_CALL_TEXT as T, CALL_TEXT } from '../../../shared/creator-call-texts';
import type { SheetInfluencer } from '../../../shared/schemas/sheets/get-sheet';
import { formatCount } from '../public/format';
import { ReviewBadge } from '../creator-calls/review-badge';
import { SocialBadges } from '../creator-calls/social-badges';

export type Review = 'shortlisted' | 'declined' | null;

/**
 * One creator of a response as the brand reviews it: portrait, name, followers, the agency's note,
 * Shortlist / Decline toggles (pressed state by style and aria-pressed; a badge says the mark).
 */
export function CreatorReviewCard({
  creator,
  profileUrl,
  review,
  onReview,
  busy,
}: {
  creator: SheetInfluencer;
  /** The creator's public profile (audience, statistics, posts) in the agency's styling. */
  profileUrl: string;
  review: Review;
  onReview: (review: Review) => void;
  busy: boolean;
}) {
  const toggle = (mark: 'shortlisted' | 'declined') => onReview(review === mark ? null : mark);
  const border = review === 'shortlisted' ? 'var(--mantine-color-teal-7)' : review === 'declined' ? 'var(--mantine-color-gray-5)' : undefined;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid="review-creator"
      aria-label={creator.fullname}
      component="article"
      style={border ? { borderColor: border, borderWidth: 2 } : undefined}
    >
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap" justify="space-between" align="flex-start">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Avatar src={creator.picture_url} name={creator.fullname} size={64} radius="xl" alt="" />
            <Stack gap={2} miw={0}>
              <Text fw={600} truncate>
                {creator.fullname}
              </Text>
              <Text size="sm" c="dimmed">
                {CALL_TEXT.followers(formatCount(creator.followers))}
              </Text>
              <Anchor href={profileUrl} target="_blank" rel="noopener" size="sm" aria-label={T.viewProfileOf(creator.fullname)} w="fit-content">
                <Group gap={4} wrap="nowrap" component="span">
                  {T.viewProfile}
                  <IconExternalLink size={14} aria-hidden />
                </Group>
              </Anchor>
            </Stack>
          </Group>
          {review && <ReviewBadge review={review} label={review === 'shortlisted' ? T.shortlisted : T.declined} />}
        </Group>
        <SocialBadges socials={creator.socials} />
        {creator.note && (
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {T.agencyNote}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {creator.note}
            </Text>
          </Stack>
        )}
        <Group gap="xs" grow mt="auto">
          <Button
            size="sm"
            color="teal.9"
            variant={review === 'shortlisted' ? 'filled' : 'default'}
            leftSection={<IconCheck size={16} />}
            aria-pressed={review === 'shortlisted'}
            aria-label={T.shortlistCreator(creator.fullname)}
            disabled={busy}
            onClick={() => toggle('shortlisted')}
          >
            {T.shortlist}
          </Button>
          <Button
            size="sm"
            color="gray.7"
            variant={review === 'declined' ? 'filled' : 'default'}
            leftSection={<IconX size={16} />}
            aria-pressed={review === 'declined'}
            aria-label={T.declineCreator(creator.fullname)}
            disabled={busy}
            onClick={() => toggle('declined')}
          >
            {T.decline}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
