import { Alert, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { BRAND_CALL_TEXT as T, CALL_TEXT } from '../../../shared/creator-call-texts';
import { AnchorLink } from '../../components/router-links';
import { trpc } from '../../lib/trpc';
import { showError } from '../../lib/toasts';
import { CreatorReviewCard, type Review } from './creator-review-card';
import { ReplyBox } from './reply-box';
import { talentLinks } from '../roster/talent-links';

const submittedFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** /brand-creator-calls/responses/{id}: one submitted response as a sheet of creator cards, reviewed per creator, with a reply. */
export function BrandResponsePage({ responseId }: { responseId: number }) {
  const utils = trpc.useUtils();
  const response = trpc.brandCalls.response.useQuery({ response_id: responseId });
  const [busy, setBusy] = useState<number | null>(null);
  const review = trpc.brandCalls.reviewCreator.useMutation({
    onMutate: ({ influencer_id }) => setBusy(Number(influencer_id)),
    onSuccess: (answer) => {
      utils.brandCalls.response.setData({ response_id: responseId }, (old) => (old ? { ...old, ...answer } : old));
    },
    onError: (error) => showError(error.message),
    onSettled: () => setBusy(null),
  });

  if (response.error) {
    return (
      <Alert color="red" icon={<IconAlertCircle />}>
        {response.error.message}
      </Alert>
    );
  }
  if (!response.data) {
    return (
      <Stack gap="lg" aria-busy>
        <Skeleton height={20} width={180} />
        <Skeleton height={36} width="50%" />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={200} radius="md" />
          ))}
        </SimpleGrid>
      </Stack>
    );
  }
  const data = response.data;
  const marks = Object.values(data.creator_reviews);
  const count = (mark: Review) => marks.filter((m) => m === mark).length;

  return (
    <Stack gap="lg">
      <AnchorLink to="/brand-creator-calls/$castingCallId" params={{ castingCallId: data.casting_call_id }} size="sm">
        {T.backToCall}
      </AnchorLink>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {T.responseFrom(data.team_name)} · {T.submittedOn} {submittedFormat.format(new Date(data.submitted_at))}
        </Text>
        <Title order={1}>{data.title}</Title>
        <Group gap="xs">
          <Text size="sm" c="dimmed" data-testid="review-summary">
            {T.creatorCount(data.influencer_count)} · {T.reviewSummary(count('shortlisted'), count('declined'))}
          </Text>
        </Group>
      </Stack>
      {data.influencers.length === 0 ? (
        <Text c="dimmed">{CALL_TEXT.previewEmpty}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {data.influencers.map((creator) => (
            <CreatorReviewCard
              key={creator.id}
              creator={creator}
              profileUrl={talentLinks.publicProfile(creator.id, data.team_id)}
              review={data.creator_reviews[String(creator.id)] ?? null}
              busy={busy === creator.id}
              onReview={(mark) => review.mutate({ response_id: responseId, influencer_id: creator.id, review: mark })}
            />
          ))}
        </SimpleGrid>
      )}
      <ReplyBox responseId={responseId} reply={data.brand_reply} />
    </Stack>
  );
}
