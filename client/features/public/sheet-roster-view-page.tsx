import { Box, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { DECK_TEXT } from '../../../shared/deck-constants';
import { MSG } from '../../../shared/messages';
import { PUBLIC_LIMIT } from '../../../shared/public-constants';
import { PUBLIC_LABEL, PUBLIC_MSG } from '../../../shared/public-texts';
import type { PublicSheetResponse } from '../../../shared/schemas/public/public-sheet';
import { DownloadDeckButton } from '../../components/download-deck-button';
import { SheetComparison } from './compare/sheet-comparison';
import { type Compare, compareTick, useCompare } from './compare/use-compare';
import { useSheet } from './fetch/public-api';
import { CardGrid, CardSkeletons } from './card-grid';
import { CreatorCard } from './creator-card';
import { EmailGate } from './email-gate';
import { FullPageSkeleton } from './full-page-skeleton';
import { PublicError } from './public-error';
import { PublicShell } from './public-shell';
import { teamStyle } from './team-style';
import { useTrack } from './use-track';
import { lazyPart } from '../../lib/lazy-part';

// Loaded when a creator is opened, not with the sheet.
const SheetCreatorProfile = lazyPart('sheet-creator-profile', () => import('./profile/sheet-creator-profile').then((m) => m.SheetCreatorProfile));

interface Props {
  sheetId: string;
  page: number;
  influencerId: number | undefined;
  openCreator: (influencerId: number | undefined) => void;
  /** Single-page view: 15 per page; roster view: 18. */
  pageSize?: number;
  /** Single-page view: a "Show all" control fetches every creator at once (spec §7.3: 1000). */
  showAllControl?: boolean;
  /** Single-page view: a row per creator with every detail; roster view: a grid of cards. */
  layout?: 'card' | 'row';
}

/** /public/talent-sheet/roster-view/{id} (and the single-page view with another page size). */
export function SheetRosterViewPage({
  sheetId,
  page,
  influencerId,
  openCreator,
  pageSize = PUBLIC_LIMIT.sheetRosterPage,
  showAllControl = false,
  layout = 'card',
}: Props) {
  const first = useSheet(sheetId, page, pageSize);
  // Kept here, not in the grid: the ticks stay while the brand opens a creator and comes back.
  const compare = useCompare();
  const [gatePassed, setGatePassed] = useState(false);
  const passGate = useCallback(() => setGatePassed(true), []);
  useSheetViewEvent(sheetId, first.isSuccess && gatePassed);
  if (first.isPending) return <FullPageSkeleton />;
  if (first.isError || first.data.total_influencers === 0) return <PublicError message={MSG.noTalentSheetFound} />;
  const data = first.data;
  return (
    <PublicShell team={data.team} settings={data.team_settings} demoData={data.demo_data}>
      <EmailGate sheetId={sheetId} required={data.sheet.requires_registration} teamName={data.team.name} onPassed={passGate} />
      {influencerId ? (
        <Suspense fallback={<ProfileLoading />}>
          <SheetCreatorProfile sheetId={sheetId} influencerId={influencerId} onBack={() => openCreator(undefined)} />
        </Suspense>
      ) : (
        <SheetGrid
          data={data}
          sheetId={sheetId}
          page={page}
          pageSize={pageSize}
          openCreator={openCreator}
          showAllControl={showAllControl}
          compare={compare}
          layout={layout}
        />
      )}
    </PublicShell>
  );
}

function SheetGrid({
  data,
  sheetId,
  page,
  pageSize,
  openCreator,
  showAllControl,
  compare,
  layout,
}: {
  data: PublicSheetResponse;
  sheetId: string;
  page: number;
  pageSize: number;
  openCreator: (id: number) => void;
  showAllControl: boolean;
  compare: Compare;
  layout: 'card' | 'row';
}) {
  const [extraPages, setExtraPages] = useState<number[]>([]);
  const [showAll, setShowAll] = useState(false);
  const [lastHasMore, setLastHasMore] = useState(data.hasMoreResults);
  const look = teamStyle(data.team_settings);
  const track = useTrack();
  const open = (id: number) => {
    track('influencer_click', { sheet_id: sheetId, influencer_id: id });
    openCreator(id);
  };
  const hasMore = extraPages.length ? lastHasMore : data.hasMoreResults;
  return (
    <Stack gap="lg" pb={compare.picked.length ? 96 : undefined}>
      <Box ta="center">
        <Title order={1} style={{ fontFamily: look.titleFont }} c={look.dark ? 'gray.0' : undefined} fz={{ base: 26, sm: 34 }}>
          {data.sheet.description || PUBLIC_LABEL.selectedTalent}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {PUBLIC_LABEL.clickCreatorPhoto}
        </Text>
        {data.sheet.allow_pdf_download && (
          <Group justify="center" gap="xs" mt="sm">
            <DownloadDeckButton
              size="xs"
              url={`/api/public/talent-sheets/${encodeURIComponent(sheetId)}/deck`}
              fileName={`${data.sheet.description || data.team.name}.pdf`}
              creators={data.total_influencers}
              label={DECK_TEXT.downloadPdf}
            />
          </Group>
        )}
      </Box>
      <CardGrid rows={layout === 'row'}>
        {showAll ? (
          <SheetPageCards
            sheetId={sheetId}
            page={1}
            pageSize={PUBLIC_LIMIT.publicSheetAll}
            onOpen={open}
            onLoaded={() => {}}
            compare={compare}
            layout={layout}
          />
        ) : (
          <>
            {data.influencers.map((card, index) => (
              <CreatorCard
                key={card.id}
                card={card}
                settings={data.team_settings}
                look={look}
                onOpen={() => open(card.id)}
                eager={index < 6}
                compare={compareTick(compare, card)}
                layout={layout}
              />
            ))}
            {extraPages.map((extra) => (
              <SheetPageCards
                key={extra}
                sheetId={sheetId}
                page={extra}
                pageSize={pageSize}
                onOpen={open}
                onLoaded={setLastHasMore}
                compare={compare}
                layout={layout}
              />
            ))}
          </>
        )}
      </CardGrid>
      {hasMore && !showAll && (
        <Group justify="center">
          <Button variant="filled" color={look.accentColor} onClick={() => setExtraPages((pages) => [...pages, page + pages.length + 1])}>
            {PUBLIC_LABEL.loadMore}
          </Button>
          {showAllControl && (
            <Button variant="default" onClick={() => setShowAll(true)}>
              {PUBLIC_LABEL.showAll} ({data.total_influencers})
            </Button>
          )}
        </Group>
      )}
      <SheetComparison compare={compare} sheetId={sheetId} showRates={!data.sheet.hide_rates} accentColor={look.accentColor} />
    </Stack>
  );
}

/** One more page of creators, loaded on Load More. */
function SheetPageCards({
  sheetId,
  page,
  pageSize,
  onOpen,
  onLoaded,
  compare,
  layout,
}: {
  sheetId: string;
  page: number;
  pageSize: number;
  onOpen: (id: number) => void;
  onLoaded: (hasMore: boolean) => void;
  compare: Compare;
  layout: 'card' | 'row';
}) {
  const query = useSheet(sheetId, page, pageSize);
  useEffect(() => {
    if (query.data) onLoaded(query.data.hasMoreResults);
  }, [query.data, onLoaded]);
  if (query.isPending) return <CardSkeletons count={Math.min(pageSize, 6)} />;
  if (query.isError)
    return (
      <Text c="red" role="alert">
        {PUBLIC_MSG.errorLoadingMore}
      </Text>
    );
  const look = teamStyle(query.data.team_settings);
  return (
    <>
      {query.data.influencers.map((card) => (
        <CreatorCard
          key={card.id}
          card={card}
          settings={query.data.team_settings}
          look={look}
          onOpen={() => onOpen(card.id)}
          compare={compareTick(compare, card)}
          layout={layout}
        />
      ))}
    </>
  );
}

/** One "sheet view" per sheet and page load, once the gate (if any) is passed. */
function useSheetViewEvent(sheetId: string, loaded: boolean) {
  const track = useTrack();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!loaded || sent.current === sheetId) return;
    sent.current = sheetId;
    track('sheet_view', { sheet_id: sheetId });
  }, [loaded, sheetId, track]);
}

function ProfileLoading() {
  return (
    <Stack gap="md" role="status" aria-label={MSG.loading}>
      <Skeleton h={32} w={120} />
      <Skeleton h={280} w={280} radius="lg" />
      <Skeleton h={28} w="50%" />
    </Stack>
  );
}
