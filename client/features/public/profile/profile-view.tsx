import { ActionIcon, Blockquote, Box, Button, Grid, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { PUBLIC_LIMIT } from '../../../../shared/public-constants';
import { PUBLIC_LABEL, PUBLIC_MSG } from '../../../../shared/public-texts';
import type { PublicProfileResponse } from '../../../../shared/schemas/public/public-profile';
import { CreatorPortrait } from '../creator-portrait';
import { formatCount, formatDate, PLATFORM_NAME } from '../format';
import { PlatformIcon } from '../platform-icon';
import { teamStyle } from '../team-style';
import { useTrack } from '../use-track';
import { AccountPanel } from './account-panel';
import { CaseStudiesModal } from './case-studies-modal';
import { InterestModal } from './interest-modal';
import { SafeMarkdown } from '../../../components/safe-markdown';
import { OlderProfileView } from './older-profile-view';
import { RateCardModal } from './rate-card-modal';
import { CreatorPlace, CreatorTags } from './profile-parts';

/**
 * The one-sheet (spec §2.1 "Public profile"); the team setting displayUseOldOneSheet chooses
 * the older-style profile instead.
 */
export function ProfileView({ profile, onBack, sheetId }: { profile: PublicProfileResponse; onBack?: () => void; sheetId?: string }) {
  const { influencer, accounts, team_settings: settings } = profile;
  const older = settings.displayUseOldOneSheet || settings.useOldOneSheet;
  const look = teamStyle(settings);
  const track = useTrack();
  const [selectedId, setSelectedId] = useState(() => (accounts.find((a) => a.primary) ?? accounts[0])?.id);
  const selected = accounts.find((a) => a.id === selectedId);
  const [rateCardOpen, rateCard] = useDisclosure(false);
  const [interestOpen, interest] = useDisclosure(false);
  const [caseStudiesOpen, caseStudies] = useDisclosure(false);

  const select = (id: number) => {
    setSelectedId(id);
    trackAccount(id);
  };
  const trackAccount = (id: number) => {
    const account = accounts.find((a) => a.id === id)!;
    if (sheetId)
      track('social_view', {
        sheet_id: sheetId,
        influencer_id: influencer.id,
        platform: account.platform,
        ...(account.profile_url ? { url: account.profile_url } : {}),
      });
  };

  const about = (
    <Stack gap="md">
      <Box>
        <CreatorPortrait
          name={influencer.display_name}
          src={influencer.picture_url}
          filter={look.portraitFilter}
          radius={16}
          eager
          sizes="(max-width: 48em) 100vw, 400px"
        />
      </Box>
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }} style={{ fontFamily: look.nameFont }} c={look.nameColor}>
          {influencer.display_name}
        </Title>
        {influencer.tagline && <Text c="dimmed">{influencer.tagline}</Text>}
      </div>
      <CreatorTags tags={influencer.tags} color={look.accentColor} />
      <CreatorPlace city={influencer.city} state={influencer.state} />
      {influencer.description && <SafeMarkdown>{influencer.description}</SafeMarkdown>}
      <Group gap="xs">
        {influencer.rate_card.length > 0 && (
          <Button variant="light" onClick={rateCard.open}>
            {PUBLIC_LABEL.rateCard}
          </Button>
        )}
        {influencer.case_studies.length > 0 && (
          <Button variant="light" onClick={caseStudies.open}>
            {PUBLIC_LABEL.caseStudies}
          </Button>
        )}
        <Button variant="filled" color={look.accentColor} onClick={interest.open}>
          {PUBLIC_LABEL.showInterest}
        </Button>
      </Group>
    </Stack>
  );

  const platforms = (
    <Stack gap="lg">
      <Group gap="sm" role="group" aria-label={PUBLIC_LABEL.platformsOverview}>
        {accounts.map((account) => (
          <UnstyledButton key={account.id} onClick={() => select(account.id)} aria-pressed={account.id === selectedId}>
            <Paper
              p="sm"
              radius="md"
              withBorder
              style={{ borderColor: account.id === selectedId ? look.accent : undefined, borderWidth: account.id === selectedId ? 2 : 1 }}
            >
              <Group gap="xs" wrap="nowrap">
                <PlatformIcon platform={account.platform} size={20} />
                <div>
                  <Text size="xs" c="dimmed">
                    {PLATFORM_NAME[account.platform]}
                  </Text>
                  <Text fw={700}>{formatCount(account.followers)}</Text>
                </div>
              </Group>
            </Paper>
          </UnstyledButton>
        ))}
      </Group>
      {selected ? (
        <AccountPanel
          account={selected}
          settings={settings}
          accent={look.accentColor}
          postsPerTab={PUBLIC_LIMIT.postsPerTab}
          onPlatformLink={() =>
            sheetId &&
            track('social_view', {
              sheet_id: sheetId,
              influencer_id: influencer.id,
              platform: selected.platform,
              ...(selected.profile_url ? { url: selected.profile_url } : {}),
            })
          }
        />
      ) : (
        <Text c="dimmed">{PUBLIC_MSG.detailedAudienceNotAvailable}</Text>
      )}
    </Stack>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        {onBack ? (
          <ActionIcon variant="subtle" size="lg" onClick={onBack} aria-label={PUBLIC_LABEL.back}>
            <IconArrowLeft />
          </ActionIcon>
        ) : (
          <span />
        )}
        <Text size="sm" c="dimmed">
          {PUBLIC_LABEL.dataUpdated} {formatDate(influencer.last_data_update)}
        </Text>
      </Group>
      {older ? (
        <OlderProfileView
          profile={profile}
          look={look}
          onRates={rateCard.open}
          onCaseStudies={caseStudies.open}
          onInterest={interest.open}
          onAccountSelected={trackAccount}
        />
      ) : (
        <>
          {influencer.note && (
            <Blockquote color={look.accentColor} p="md">
              {influencer.note}
            </Blockquote>
          )}
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 4 }}>{about}</Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>{platforms}</Grid.Col>
          </Grid>
        </>
      )}
      <RateCardModal rows={influencer.rate_card} currency={settings.currency} opened={rateCardOpen} onClose={rateCard.close} />
      <CaseStudiesModal studies={influencer.case_studies} opened={caseStudiesOpen} onClose={caseStudies.close} />
      <InterestModal opened={interestOpen} onClose={interest.close} teamId={profile.team?.id} influencerId={influencer.id} />
    </Stack>
  );
}
