import { Blockquote, Box, Button, Chip, CopyButton, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { MSG } from '../../../../shared/messages';
import { PUBLIC_LIMIT } from '../../../../shared/public-constants';
import { PUBLIC_LABEL, PUBLIC_MSG } from '../../../../shared/public-texts';
import type { PostCategory } from '../../../../shared/schemas/platforms';
import type { PublicProfileResponse } from '../../../../shared/schemas/public/public-profile';
import { CreatorPortrait } from '../creator-portrait';
import { formatCount } from '../format';
import { PlatformIcon } from '../platform-icon';
import type { TeamStyle } from '../team-style';
import { metricsOf } from './account-panel';
import { AudienceCards } from './audience-cards';
import { SafeMarkdown } from '../../../components/safe-markdown';
import { MetricCards } from './metric-cards';
import { AccountHeading, CreatorPlace, CreatorTags } from './profile-parts';
import { PostsTabs } from './posts-tabs';

/** The older profile's post tabs, in its order. */
const OLDER_POST_TABS: PostCategory[] = ['top_posts', 'commercial_posts', 'top_reels'];
const WIDGETS = [
  { value: 'metrics', label: PUBLIC_LABEL.widgetMetrics },
  { value: 'audience', label: PUBLIC_LABEL.widgetAudience },
  { value: 'posts', label: PUBLIC_LABEL.widgetPosts },
] as const;

interface Props {
  profile: PublicProfileResponse;
  look: TeamStyle;
  onRates: () => void;
  onCaseStudies: () => void;
  onInterest: () => void;
  onAccountSelected: (accountId: number) => void;
}

/**
 * The older-style one-sheet (team setting displayUseOldOneSheet, spec §2.1): header actions
 * (Public Profile Link, Rates), tags, metric cards with percentage change, a list to show or hide
 * widgets, and post tabs Top, Sponsored and Reels with 6 posts each.
 */
export function OlderProfileView({ profile, look, onRates, onCaseStudies, onInterest, onAccountSelected }: Props) {
  const { influencer, accounts, team_settings: settings } = profile;
  const [selectedId, setSelectedId] = useState(() => (accounts.find((a) => a.primary) ?? accounts[0])?.id);
  const selected = accounts.find((a) => a.id === selectedId);
  const [shown, setShown] = useState<string[]>(WIDGETS.map((w) => w.value));
  // Not part of the HTML (the copy button's value): the server, which has no window, leaves the origin out.
  const publicLink = `${typeof window === 'undefined' ? '' : window.location.origin}/public/profile/${influencer.id}${profile.team ? `/team/${profile.team.id}` : ''}`;
  const select = (id: number) => {
    setSelectedId(id);
    onAccountSelected(id);
  };

  return (
    <Stack gap="lg">
      <Paper p={{ base: 'md', sm: 'lg' }} radius="lg" withBorder>
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Box w={{ base: 96, sm: 140 }}>
            <CreatorPortrait
              name={influencer.display_name}
              src={influencer.picture_url}
              filter={look.portraitFilter}
              radius="50%"
              eager
              sizes="(max-width: 48em) 100vw, 400px"
            />
          </Box>
          <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
            <Title order={1} fz={{ base: 24, sm: 30 }} style={{ fontFamily: look.nameFont }} c={look.nameColor}>
              {influencer.display_name}
            </Title>
            {influencer.tagline && <Text c="dimmed">{influencer.tagline}</Text>}
            <CreatorPlace city={influencer.city} state={influencer.state} />
            <CreatorTags tags={influencer.tags} color={look.accentColor} />
          </Stack>
        </Group>
        <Group gap="xs" mt="md" wrap="wrap">
          <CopyButton value={publicLink}>
            {({ copied, copy }) => (
              <Button variant="default" size="sm" leftSection={<IconLink size={16} aria-hidden />} onClick={copy}>
                {copied ? MSG.linkCopied : PUBLIC_LABEL.publicProfileLink}
              </Button>
            )}
          </CopyButton>
          {influencer.rate_card.length > 0 && (
            <Button variant="default" size="sm" onClick={onRates}>
              {PUBLIC_LABEL.rates}
            </Button>
          )}
          {influencer.case_studies.length > 0 && (
            <Button variant="default" size="sm" onClick={onCaseStudies}>
              {PUBLIC_LABEL.caseStudies}
            </Button>
          )}
          <Button size="sm" color={look.accentColor} onClick={onInterest}>
            {PUBLIC_LABEL.showInterest}
          </Button>
        </Group>
      </Paper>
      {influencer.note && (
        <Blockquote color={look.accentColor} p="md">
          {influencer.note}
        </Blockquote>
      )}
      {influencer.description && <SafeMarkdown>{influencer.description}</SafeMarkdown>}
      {accounts.length > 0 && (
        <SegmentedControl
          aria-label={PUBLIC_LABEL.accounts}
          value={String(selectedId)}
          onChange={(value) => select(Number(value))}
          data={accounts.map((account) => ({
            value: String(account.id),
            label: (
              <Group gap={6} wrap="nowrap" justify="center">
                <PlatformIcon platform={account.platform} size={16} />
                <span>{formatCount(account.followers)}</span>
              </Group>
            ),
          }))}
          style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
        />
      )}
      <Group gap="sm" wrap="wrap" role="group" aria-label={PUBLIC_LABEL.widgets}>
        <Text size="sm" fw={600}>
          {PUBLIC_LABEL.widgets}:
        </Text>
        <Chip.Group multiple value={shown} onChange={setShown}>
          {WIDGETS.map((widget) => (
            <Chip key={widget.value} value={widget.value} size="sm" color={look.accentColor}>
              {widget.label}
            </Chip>
          ))}
        </Chip.Group>
      </Group>
      {selected ? (
        <Stack gap="lg">
          <AccountHeading account={selected} />
          {shown.includes('metrics') && <MetricCards metrics={metricsOf(selected, settings.displayNoWidgets)} />}
          {shown.includes('audience') && <AudienceCards account={selected} accent={look.accentColor} />}
          {shown.includes('posts') && <PostsTabs posts={selected.posts} perTab={PUBLIC_LIMIT.postsPerTabOld} tabs={OLDER_POST_TABS} />}
        </Stack>
      ) : (
        <Text c="dimmed">{PUBLIC_MSG.detailedAudienceNotAvailable}</Text>
      )}
    </Stack>
  );
}
