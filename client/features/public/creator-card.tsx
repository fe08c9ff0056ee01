import { Badge, Box, Card, Checkbox, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { COMPARE_TEXT } from '../../../shared/deck-constants';
import { PUBLIC_LABEL } from '../../../shared/public-texts';
import type { PublicCard, PublicTeamSettings } from '../../../shared/schemas/public/public-cards';
import { CreatorPortrait } from './creator-portrait';
import { formatCount, formatPercent, PLATFORM_NAME } from './format';
import { PlatformIcon } from './platform-icon';
import classes from './public.module.css';
import type { TeamStyle } from './team-style';

interface CreatorCardProps {
  card: PublicCard;
  settings: PublicTeamSettings;
  look: TeamStyle;
  onOpen: () => void;
  /** Response page: the card is a toggle. */
  selected?: boolean;
  eager?: boolean;
  /** Shared sheets and collections: a tick box to pick the creator for the comparison. */
  compare?: { picked: boolean; onToggle: () => void };
  /** 'row': the single-page view's wide row with every detail, whatever the team's card design. */
  layout?: 'card' | 'row';
}

/** A creator on a sheet: full cover, rounded or the default card, chosen by team settings. */
export function CreatorCard(props: CreatorCardProps) {
  const { settings } = props;
  const design = props.layout === 'row' ? 'row' : settings.displayUseFullCover ? 'cover' : settings.displayUseOldRoundedPortraits ? 'rounded' : 'default';
  const Design = { row: RowCard, cover: CoverCard, rounded: RoundedCard, default: DefaultCard }[design];
  return (
    <Box pos="relative" data-creator-card style={{ cursor: 'pointer' }}>
      <Design {...props} />
      {props.compare && (
        <Checkbox
          pos="absolute"
          top={8}
          left={8}
          size="md"
          style={{ zIndex: 2 }}
          aria-label={COMPARE_TEXT.selectToCompare(props.card.name)}
          checked={props.compare.picked}
          onChange={props.compare.onToggle}
        />
      )}
      {props.selected && (
        <Box pos="absolute" top={8} right={8} style={{ color: props.look.accent, background: 'white', borderRadius: '50%', lineHeight: 0 }}>
          <IconCircleCheckFilled size={32} aria-hidden />
        </Box>
      )}
    </Box>
  );
}

/** The creator's name: a button stretched over the whole card (the card's one accessible name). */
function Name({ card, look, color, onOpen, selected }: { card: PublicCard; look: TeamStyle; color?: string; onOpen: () => void; selected?: boolean }) {
  return (
    <UnstyledButton onClick={onOpen} aria-pressed={selected} className={classes.stretched} data-creator-name>
      <Text
        component="span"
        display="block"
        fw={700}
        fz="md"
        lh={1.25}
        lineClamp={2}
        c={color ?? look.nameColor ?? (look.dark ? 'gray.0' : 'dark.8')}
        style={{ fontFamily: look.nameFont }}
      >
        {card.name}
      </Text>
    </UnstyledButton>
  );
}

function CoverCard({ card, look, eager, selected, onOpen }: CreatorCardProps) {
  return (
    <Box pos="relative" style={{ borderRadius: 12, overflow: 'hidden', outline: selected ? `3px solid ${look.accent}` : undefined }}>
      <CreatorPortrait name={card.name} src={card.picture_url} filter={look.portraitFilter} eager={eager} style={{ aspectRatio: '3 / 4' }} />
      <Box pos="absolute" bottom={0} left={0} right={0} p="sm" style={{ background: 'linear-gradient(transparent, rgba(0,0,0,0.8))' }}>
        <Name card={card} look={look} color="white" onOpen={onOpen} selected={selected} />
        {card.tagline && (
          <Text size="xs" c="gray.3" lineClamp={1}>
            {card.tagline}
          </Text>
        )}
        <Note note={card.note} lines={2} color="gray.2" />
      </Box>
    </Box>
  );
}

function RoundedCard({ card, look, eager, selected, onOpen }: CreatorCardProps) {
  return (
    <Stack align="center" gap={6} p="xs">
      <Box w="80%" style={{ borderRadius: '50%', outline: selected ? `3px solid ${look.accent}` : undefined, outlineOffset: 3 }}>
        <CreatorPortrait name={card.name} src={card.picture_url} filter={look.portraitFilter} radius="50%" eager={eager} />
      </Box>
      <Box ta="center">
        <Name card={card} look={look} onOpen={onOpen} selected={selected} />
        {card.tagline && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {card.tagline}
          </Text>
        )}
        <Note note={card.note} lines={3} />
      </Box>
    </Stack>
  );
}

function DefaultCard({ card, look, eager, selected, settings, onOpen }: CreatorCardProps) {
  return (
    <Card
      padding={0}
      radius="md"
      withBorder
      style={{ outline: selected ? `3px solid ${look.accent}` : undefined, background: look.dark ? '#1f2023' : undefined }}
    >
      <CreatorPortrait name={card.name} src={card.picture_url} filter={look.portraitFilter} eager={eager} />
      <Stack gap={6} p="sm">
        <Name card={card} look={look} onOpen={onOpen} selected={selected} />
        {card.tagline && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {card.tagline}
          </Text>
        )}
        <Note note={card.note} lines={3} />
        <Socials card={card} />
        <Figures card={card} settings={settings} />
      </Stack>
    </Card>
  );
}

/** The single-page view: portrait beside the name, tagline, the whole special note, socials and figures. */
function RowCard({ card, look, eager, selected, settings, onOpen }: CreatorCardProps) {
  return (
    <Card
      padding="sm"
      radius="md"
      withBorder
      style={{ outline: selected ? `3px solid ${look.accent}` : undefined, background: look.dark ? '#1f2023' : undefined }}
    >
      <Group align="flex-start" gap="md" wrap="nowrap">
        <Box w={{ base: 104, sm: 160 }} style={{ flexShrink: 0, borderRadius: 8, overflow: 'hidden' }} data-testid="card-portrait">
          <CreatorPortrait name={card.name} src={card.picture_url} filter={look.portraitFilter} eager={eager} />
        </Box>
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Name card={card} look={look} onOpen={onOpen} selected={selected} />
          {card.tagline && (
            <Text size="sm" c="dimmed">
              {card.tagline}
            </Text>
          )}
          <Note note={card.note} />
          <Socials card={card} />
          <Figures card={card} settings={settings} />
        </Stack>
      </Group>
    </Card>
  );
}

/** The team's special note for this creator on this sheet (the whole note unless `lines` clamps it). */
function Note({ note, lines, color }: { note: string | null; lines?: number; color?: string }) {
  if (!note) return null;
  return (
    <Text size="xs" fs="italic" c={color ?? 'dimmed'} lineClamp={lines} style={{ whiteSpace: 'pre-line' }} data-testid="card-note">
      {note}
    </Text>
  );
}

function Figures({ card, settings }: { card: PublicCard; settings: PublicTeamSettings }) {
  const showEngagement = !settings.displayRosterHideEngagment && (card.engagement_rate ?? 0) > 0;
  return (
    <Stack gap={2}>
      <Figure label={PUBLIC_LABEL.totalReach} value={formatCount(card.total_reach)} />
      {showEngagement && <Figure label={PUBLIC_LABEL.engagementRate} value={formatPercent(card.engagement_rate)} />}
    </Stack>
  );
}

function Socials({ card }: { card: PublicCard }) {
  return (
    <Group gap={6}>
      {card.socials.slice(0, 3).map((social) => (
        <Badge
          key={social.id}
          variant="light"
          color="gray"
          size="sm"
          leftSection={<PlatformIcon platform={social.platform} size={12} />}
          title={PLATFORM_NAME[social.platform]}
        >
          {formatCount(social.followers)}
        </Badge>
      ))}
    </Group>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap={4} wrap="nowrap">
      {/* Wraps on a narrow card rather than cutting the label short ("Engagement …"). */}
      <Text size="xs" c="dimmed" lh={1.2}>
        {label}
      </Text>
      <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}
