import { Box, Button, Center, Grid, Group, Image, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Suspense, useEffect, useRef, useState } from 'react';
import { PUBLIC_LIMIT } from '../../../shared/public-constants';
import { PUBLIC_LABEL, PUBLIC_MSG } from '../../../shared/public-texts';
import type { TeamRosterResponse } from '../../../shared/schemas/public/public-collection';
import { publicUrl, useProfile, useRoster } from './fetch/public-api';
import { CardGrid } from './card-grid';
import { CreatorCard } from './creator-card';
import { formatCount, PLATFORM_NAME } from './format';
import { FullPageSkeleton } from './full-page-skeleton';
import { PlatformIcon } from './platform-icon';
import { ProfileSkeleton } from './profile/profile-skeleton';
import { PublicError } from './public-error';
import { PublicShell } from './public-shell';
import { RosterCard } from './roster-card';
import { type RosterSort, sortRoster } from './roster-sort';
import { teamStyle } from './team-style';
import { lazyPart } from '../../lib/lazy-part';

// Loaded when a creator is opened, not with the roster.
const ProfileView = lazyPart('profile-view', () => import('./profile/profile-view').then((m) => m.ProfileView));

interface Props {
  teamId: string;
  influencerId: number | undefined;
  openCreator: (id: number | undefined) => void;
  /** /public/talent-roster follows the team's displayOldRoster; /public/talent-details is always new. */
  allowOld: boolean;
}

/** The team's public roster (spec §2.1 "Public roster"). */
export function RosterPage({ teamId, influencerId, openCreator, allowOld }: Props) {
  const query = useRoster(teamId);
  if (query.isPending) return <FullPageSkeleton />;
  if (query.isError) return <PublicError message={PUBLIC_MSG.rosterNotFound} />;
  const data = query.data;
  return (
    <PublicShell team={data.team} settings={data.team_settings} demoData={data.demo_data}>
      {influencerId ? (
        <RosterProfile teamId={teamId} influencerId={influencerId} onBack={() => openCreator(undefined)} />
      ) : allowOld && data.team_settings.displayOldRoster ? (
        <OldRoster data={data} onOpen={openCreator} />
      ) : (
        <NewRoster data={data} onOpen={openCreator} />
      )}
    </PublicShell>
  );
}

function RosterProfile({ teamId, influencerId, onBack }: { teamId: string; influencerId: number; onBack: () => void }) {
  const query = useProfile(publicUrl.teamProfile(influencerId, teamId));
  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError) return <PublicError message={PUBLIC_MSG.profileLoadError} />;
  return (
    <Suspense fallback={<ProfileSkeleton />}>
      <ProfileView profile={query.data} onBack={onBack} />
    </Suspense>
  );
}

/** Shows `step` more cards on Load More and when the end of the list scrolls into view. */
function useIncremental(total: number) {
  const [shown, setShown] = useState<number>(PUBLIC_LIMIT.publicRosterStep);
  const sentinel = useRef<HTMLDivElement>(null);
  const more = () => setShown((n) => Math.min(total, n + PUBLIC_LIMIT.publicRosterStep));
  useEffect(() => {
    const node = sentinel.current;
    if (!node || shown >= total) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && more(), { rootMargin: '400px' });
    observer.observe(node);
    return () => observer.disconnect();
  });
  return { shown, more, sentinel, hasMore: shown < total };
}

function NewRoster({ data, onOpen }: { data: TeamRosterResponse; onOpen: (id: number) => void }) {
  const [sort, setSort] = useState<RosterSort>('default');
  const look = teamStyle(data.team_settings);
  const cards = sortRoster(data.influencers, sort);
  const { shown, more, sentinel, hasMore } = useIncremental(cards.length);
  return (
    <Stack gap="xl">
      <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" withBorder>
        <Group gap="lg" wrap="wrap">
          {data.team.image_url && <Image src={data.team.image_url} alt={data.team.name} h={64} w="auto" fit="contain" />}
          <Box style={{ flex: 1, minWidth: 220 }}>
            <Title order={1} style={{ fontFamily: look.titleFont }} fz={{ base: 24, sm: 32 }}>
              {data.team.name}
            </Title>
            {data.team.bio && <Text c="dimmed">{data.team.bio}</Text>}
          </Box>
        </Group>
      </Paper>
      <Grid gap="md">
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <Tile label={PUBLIC_LABEL.noOfCreators} value={String(data.teamDetails.total_influencers)} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <Tile label={PUBLIC_LABEL.totalReach} value={formatCount(data.teamDetails.reach)} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Paper p="md" radius="md" withBorder h="100%">
            <Text size="xs" c="dimmed" tt="uppercase">
              {PUBLIC_LABEL.socialPlatforms}
            </Text>
            <Group gap="sm" mt={6}>
              {data.teamDetails.platforms.map((platform) => (
                <Group key={platform} gap={4}>
                  <PlatformIcon platform={platform} size={20} />
                  <Text size="sm">{PLATFORM_NAME[platform]}</Text>
                </Group>
              ))}
            </Group>
          </Paper>
        </Grid.Col>
      </Grid>
      <Group justify="flex-end">
        <SegmentedControl
          aria-label={PUBLIC_LABEL.sortBy}
          value={sort}
          onChange={(value) => setSort(value as RosterSort)}
          data={[
            { value: 'engagement', label: PUBLIC_LABEL.engagementRate },
            { value: 'followers', label: PUBLIC_LABEL.followers },
            { value: 'default', label: PUBLIC_LABEL.default },
          ]}
        />
      </Group>
      <CardGrid>
        {cards.slice(0, shown).map((card, index) => (
          <RosterCard key={card.id} card={card} settings={data.team_settings} look={look} onOpen={() => onOpen(card.id)} eager={index < 6} />
        ))}
      </CardGrid>
      <div ref={sentinel} />
      {hasMore && (
        <Center>
          <Button onClick={more}>{PUBLIC_LABEL.loadMore}</Button>
        </Center>
      )}
    </Stack>
  );
}

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <Paper p="md" radius="md" withBorder h="100%">
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fw={800} fz={28}>
        {value}
      </Text>
    </Paper>
  );
}

/** The older roster layout: round portraits and names, in roster order. */
function OldRoster({ data, onOpen }: { data: TeamRosterResponse; onOpen: (id: number) => void }) {
  const look = teamStyle(data.team_settings);
  const { shown, more, sentinel, hasMore } = useIncremental(data.influencers.length);
  const settings = { ...data.team_settings, displayUseOldRoundedPortraits: true, displayUseFullCover: false };
  return (
    <Stack gap="xl">
      <Title order={1} ta="center" style={{ fontFamily: look.titleFont }}>
        {data.team.name}
      </Title>
      <CardGrid>
        {data.influencers.slice(0, shown).map((card) => (
          <CreatorCard key={card.id} card={card} settings={settings} look={look} onOpen={() => onOpen(card.id)} />
        ))}
      </CardGrid>
      <div ref={sentinel} />
      {hasMore && (
        <Center>
          <Button onClick={more}>{PUBLIC_LABEL.loadMore}</Button>
        </Center>
      )}
    </Stack>
  );
}
