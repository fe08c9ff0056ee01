import { Avatar, Badge, Button, Group, Modal, ScrollArea, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { COMPARE_TEXT } from '../../../../shared/deck-constants';
import type { PublicCard } from '../../../../shared/schemas/public/public-cards';
import type { PublicProfileResponse } from '../../../../shared/schemas/public/public-profile';
import { usePublicGets } from '../fetch/public-api';
import { formatCount, formatPercent, formatRate, sharePercent } from '../format';
import classes from './comparison.module.css';

interface Row {
  label: string;
  /** A figure where more is better: the best column is marked. */
  figure?: (card: PublicCard, profile: PublicProfileResponse | undefined) => number | null | undefined;
  format?: (value: number | null | undefined) => string;
  text?: (card: PublicCard, profile: PublicProfileResponse | undefined) => ReactNode;
  /** Read from the creator's profile (loaded when the comparison opens), not the card. */
  fromProfile?: true;
}

const primary = (profile: PublicProfileResponse | undefined) => profile?.accounts.find((account) => account.primary) ?? profile?.accounts[0];

const ROWS: Row[] = [
  { label: COMPARE_TEXT.rowFollowers, figure: (card) => card.total_reach, format: formatCount },
  { label: COMPARE_TEXT.rowEngagement, figure: (card) => card.engagement_rate, format: formatPercent },
  { label: COMPARE_TEXT.rowViews, figure: (_, profile) => primary(profile)?.avg_views, format: formatCount, fromProfile: true },
  { label: COMPARE_TEXT.rowFemale, text: (card) => formatPercent(card.audience_female_percent, 1) },
  { label: COMPARE_TEXT.rowAge, text: (card) => card.audience_age ?? '–' },
  {
    label: COMPARE_TEXT.rowCountry,
    fromProfile: true,
    text: (_, profile) => {
      const top = primary(profile)?.audience_countries?.[0];
      return top ? `${top.name} ${sharePercent(top.weight).toFixed(0)}%` : '–';
    },
  },
];
const RATES_ROW: Row = {
  label: COMPARE_TEXT.rowRates,
  fromProfile: true,
  text: (_, profile) =>
    profile?.influencer.rate_card.length
      ? profile.influencer.rate_card.map((rate, index) => (
          <Text key={index} size="sm">{`${rate.description}: ${formatRate(rate.rate, profile.team_settings.currency)}`}</Text>
        ))
      : '–',
};
const NOTE_ROW: Row = { label: COMPARE_TEXT.rowNote, text: (card) => card.note || '–' };

/** The column holding the row's highest figure, when at least two creators have one. */
function bestOf(values: (number | null | undefined)[]) {
  const known = values.flatMap((value, index) => (value == null ? [] : [{ value, index }]));
  if (known.length < 2) return -1;
  return known.reduce((best, next) => (next.value > best.value ? next : best)).index;
}

/**
 * Two to four creators side by side: columns on a desktop; on a phone a row that swipes sideways
 * while the figure labels stay put. The best value of each figure is marked.
 */
export function ComparisonView({
  cards,
  profileUrl,
  showRates,
  onClose,
  onSend,
}: {
  cards: PublicCard[];
  /** Where a creator's profile is read (on its sheet, so the sheet's share settings apply). */
  profileUrl: (card: PublicCard) => string;
  showRates: boolean;
  onClose: () => void;
  /** Offered on a sheet: send the comparison as the brand's response. */
  onSend?: () => void;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  const profiles = usePublicGets<PublicProfileResponse>(cards.map(profileUrl));
  const rows = [...ROWS, ...(showRates ? [RATES_ROW] : []), NOTE_ROW];
  return (
    <Modal opened onClose={onClose} title={COMPARE_TEXT.title} size="xl" fullScreen={phone} closeButtonProps={{ 'aria-label': COMPARE_TEXT.close }}>
      <Stack gap="md">
        <ScrollArea type="auto" offsetScrollbars classNames={{ viewport: classes.swipe }}>
          <Table className={classes.table} aria-label={COMPARE_TEXT.title} data-testid="comparison">
            <Table.Thead>
              <Table.Tr>
                <Table.Th className={classes.label} />
                {cards.map((card) => (
                  <Table.Th key={card.id} className={classes.column} scope="col">
                    <Stack gap={4} align="center">
                      <Avatar src={card.picture_url} name={card.name} size="lg" alt="" />
                      <Text fw={700} size="sm" ta="center">
                        {card.name}
                      </Text>
                    </Stack>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const values = row.figure ? cards.map((card, index) => row.figure!(card, profiles[index]!.data)) : [];
                const best = row.figure ? bestOf(values) : -1;
                return (
                  <Table.Tr key={row.label}>
                    <Table.Th scope="row" className={classes.label}>
                      {row.label}
                    </Table.Th>
                    {cards.map((card, index) => {
                      const profile = profiles[index]!;
                      if (row.fromProfile && profile.isPending)
                        return (
                          <Table.Td key={card.id}>
                            <Skeleton h={14} w={60} aria-label={COMPARE_TEXT.loading} />
                          </Table.Td>
                        );
                      return (
                        <Table.Td key={card.id} className={classes.column} data-best={index === best || undefined}>
                          {row.figure ? (
                            <Group gap={6} justify="center" wrap="nowrap">
                              <Text size="sm" fw={index === best ? 700 : 400}>
                                {row.format!(values[index])}
                              </Text>
                              {index === best && (
                                <Badge size="xs" color="teal.9" variant="filled">
                                  {COMPARE_TEXT.best}
                                </Badge>
                              )}
                            </Group>
                          ) : (
                            <Text component="div" size="sm" ta="center">
                              {row.text!(card, profile.data)}
                            </Text>
                          )}
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        {onSend && (
          <Group justify="center">
            <Button onClick={onSend}>{COMPARE_TEXT.sendResponse}</Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
