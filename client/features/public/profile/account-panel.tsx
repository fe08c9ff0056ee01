import { Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PUBLIC_LABEL } from '../../../../shared/public-texts';
import type { PublicAccount } from '../../../../shared/schemas/public/public-profile';
import type { PublicTeamSettings } from '../../../../shared/schemas/public/public-cards';
import { formatCount, formatPercent } from '../format';
import { AudienceCards } from './audience-cards';
import { MetricCards } from './metric-cards';
import { AccountHeading } from './profile-parts';
import { PostsTabs } from './posts-tabs';

export type Metric = { label: string; value: string; change?: number | null };

/** Widgets per platform (spec §2.1): Instagram adds story reach and clicks; TikTok and YouTube add average views and likes. */
export function metricsOf(account: PublicAccount, noWidgets: boolean): Metric[] {
  const metrics: Metric[] = [];
  if (account.followers != null)
    metrics.push({ label: PUBLIC_LABEL.followers, value: formatCount(account.followers), change: account.followers_percent_change });
  if (noWidgets) return metrics;
  if (account.engagement_rate != null && account.engagement_rate > 0)
    metrics.push({ label: PUBLIC_LABEL.engagementRate, value: formatPercent(account.engagement_rate) });
  if (account.platform === 'instagram') {
    if (account.avg_story_reach != null) metrics.push({ label: PUBLIC_LABEL.storyReach, value: formatCount(account.avg_story_reach) });
    if (account.avg_story_clicks != null) metrics.push({ label: PUBLIC_LABEL.storyClicks, value: formatCount(account.avg_story_clicks) });
  } else {
    if (account.avg_views != null) metrics.push({ label: PUBLIC_LABEL.averageViews, value: formatCount(account.avg_views) });
    if (account.avg_likes != null) metrics.push({ label: PUBLIC_LABEL.averageLikes, value: formatCount(account.avg_likes) });
  }
  return metrics;
}

export function AccountPanel({
  account,
  settings,
  accent,
  postsPerTab,
  onPlatformLink,
}: {
  account: PublicAccount;
  settings: PublicTeamSettings;
  accent: string | undefined;
  postsPerTab: number;
  onPlatformLink: () => void;
}) {
  const metrics = metricsOf(account, settings.displayNoWidgets);
  return (
    <Stack gap="lg">
      <AccountHeading account={account} onPlatformLink={onPlatformLink} />
      <MetricCards metrics={metrics} />
      {!settings.displayNoWidgets && account.platform === 'instagram' && account.audience_interests?.length ? (
        <Group gap="xs" aria-label={PUBLIC_LABEL.interests}>
          <Text size="sm" fw={600}>
            {PUBLIC_LABEL.interests}:
          </Text>
          {account.audience_interests.map((interest) => (
            <Badge key={interest} variant="light" color="gray">
              {interest}
            </Badge>
          ))}
        </Group>
      ) : null}
      <AudienceCards account={account} accent={accent} />
      {account.platform === 'tiktok' && account.notable_followers?.length ? (
        <Paper p="md" radius="md" withBorder>
          <Title order={3} fz="sm" tt="uppercase" c="dimmed" mb="sm">
            {PUBLIC_LABEL.notableFollowers}
          </Title>
          <Group gap="md">
            {account.notable_followers.map((follower) => (
              <Group key={follower.username} gap="xs">
                <Avatar src={follower.picture} alt="" size="sm" />
                <div>
                  <Text size="sm" fw={600}>
                    @{follower.username}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatCount(follower.followers)}
                  </Text>
                </div>
              </Group>
            ))}
          </Group>
        </Paper>
      ) : null}
      <PostsTabs posts={account.posts} perTab={postsPerTab} />
    </Stack>
  );
}
