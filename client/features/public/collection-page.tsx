import { ActionIcon, Anchor, Avatar, Box, Button, Center, Drawer, Group, NavLink, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMenu2 } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { PUBLIC_LIMIT } from '../../../shared/public-constants';
import { PUBLIC_LABEL, PUBLIC_MSG } from '../../../shared/public-texts';
import type { PublicCollectionResponse } from '../../../shared/schemas/public/public-collection';
import { publicUrl, useCollection } from './fetch/public-api';
import { followLink, navigate } from './fetch/public-nav';
import { CardGrid, CardSkeletons } from './card-grid';
import { CompareBar } from './compare/compare-bar';
import { ComparisonView } from './compare/comparison-view';
import { type Compare, compareTick, useCompare } from './compare/use-compare';
import { CreatorCard } from './creator-card';
import { FullPageSkeleton } from './full-page-skeleton';
import { PublicError } from './public-error';
import { PublicShell, readableDimmed } from './public-shell';
import { teamStyle } from './team-style';
import { useTrack } from './use-track';

type Entry = PublicCollectionResponse['entries'][number];
const sectionId = (sheetId: string) => `sheet-${sheetId}`;
const rosterViewPath = (sheetId: string) => `/public/talent-sheet/roster-view/${encodeURIComponent(sheetId)}`;

/**
 * /public/collection/{id} (sheet tiles linking to roster views) and
 * /public/collection/view-all/{id} (the collection as one sheet with headings, 140 creators per load).
 */
export function CollectionPage({ collectionId, mode }: { collectionId: string; mode: 'tiles' | 'all' }) {
  const [pages, setPages] = useState(1);
  const first = useCollection(collectionId, 1);
  const [menuOpen, menu] = useDisclosure(false);
  const compare = useCompare();
  useCollectionViewEvent(collectionId, first.isSuccess);
  if (first.isPending) return <FullPageSkeleton />;
  if (first.isError) return <PublicError message={PUBLIC_MSG.collectionNotFound} />;
  const data = first.data;
  const look = teamStyle(data.team_settings);

  // Icon only on a phone: the team name needs the room.
  const menuButton = (
    <>
      <ActionIcon hiddenFrom="sm" variant="subtle" size="lg" aria-label={PUBLIC_LABEL.menu} onClick={menu.open}>
        <IconMenu2 size={20} aria-hidden />
      </ActionIcon>
      <Button visibleFrom="sm" variant="subtle" size="sm" leftSection={<IconMenu2 size={18} aria-hidden />} onClick={menu.open}>
        {PUBLIC_LABEL.menu}
      </Button>
    </>
  );
  return (
    <PublicShell team={data.team} settings={data.team_settings} demoData={data.demo_data} actions={menuButton}>
      <Drawer opened={menuOpen} onClose={menu.close} title={PUBLIC_LABEL.tableOfContents} position="left" styles={{ content: readableDimmed(false) }}>
        {data.sheets.map((sheet) => (
          <NavLink key={sheet.id} href={`#${sectionId(sheet.id)}`} label={sheet.title} description={`${sheet.total_influencers}`} onClick={menu.close} />
        ))}
      </Drawer>
      <Stack gap="xl" pb={compare.picked.length ? 96 : undefined}>
        <Title order={1} ta="center" style={{ fontFamily: look.titleFont }} fz={{ base: 26, sm: 34 }}>
          {data.collection.title}
        </Title>
        {mode === 'tiles' ? (
          <SheetTiles data={data} />
        ) : (
          <>
            <AllSheets data={data} collectionId={collectionId} pages={pages} compare={compare} />
            <MoreButton collectionId={collectionId} pages={pages} firstHasMore={data.hasMoreResults} onMore={() => setPages((p) => p + 1)} />
            <CompareBar compare={compare} accentColor={look.accentColor} />
            {compare.open && (
              <ComparisonView
                cards={compare.picked}
                profileUrl={(card) => publicUrl.sheetProfile((card as Entry).sheet_id, card.id)}
                showRates
                onClose={compare.hide}
              />
            )}
          </>
        )}
      </Stack>
    </PublicShell>
  );
}

function SheetTiles({ data }: { data: PublicCollectionResponse }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {data.sheets.map((sheet) => {
        const preview = data.entries.filter((e) => e.sheet_id === sheet.id).slice(0, PUBLIC_LIMIT.collectionSheetPreview);
        return (
          <Paper key={sheet.id} id={sectionId(sheet.id)} p="lg" radius="lg" withBorder>
            <Stack gap="sm">
              <Anchor href={rosterViewPath(sheet.id)} onClick={followLink} fw={700} fz="lg" c="inherit">
                {sheet.title}
              </Anchor>
              <Avatar.Group>
                {preview.map((entry) => (
                  <Avatar key={entry.id} src={entry.picture_url} alt={entry.name} size="lg" radius="xl" name={entry.name} color="brand" />
                ))}
              </Avatar.Group>
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  {PUBLIC_LABEL.creatorCount(sheet.total_influencers)}
                </Text>
                <Button component="a" href={rosterViewPath(sheet.id)} onClick={followLink} variant="light" size="xs">
                  {PUBLIC_LABEL.viewAll}
                </Button>
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

function AllSheets({ data, collectionId, pages, compare }: { data: PublicCollectionResponse; collectionId: string; pages: number; compare: Compare }) {
  const extra = Array.from({ length: pages - 1 }, (_, i) => i + 2);
  return (
    <>
      <SheetSections data={data} entries={data.entries} compare={compare} />
      {extra.map((page) => (
        <CollectionPageSections key={page} collectionId={collectionId} page={page} compare={compare} />
      ))}
    </>
  );
}

function CollectionPageSections({ collectionId, page, compare }: { collectionId: string; page: number; compare: Compare }) {
  const query = useCollection(collectionId, page);
  if (query.isPending)
    return (
      <CardGrid>
        <CardSkeletons count={6} />
      </CardGrid>
    );
  if (query.isError) return <Text c="red">{PUBLIC_MSG.errorLoadingMore}</Text>;
  return <SheetSections data={query.data} entries={query.data.entries} compare={compare} />;
}

/** A heading per sheet, then its creators of this load; a click opens the creator on that sheet's roster view. */
function SheetSections({ data, entries, compare }: { data: PublicCollectionResponse; entries: Entry[]; compare: Compare }) {
  const look = teamStyle(data.team_settings);
  return (
    <>
      {data.sheets.map((sheet) => {
        const cards = entries.filter((e) => e.sheet_id === sheet.id);
        if (cards.length === 0) return null;
        return (
          <Box key={sheet.id} id={sectionId(sheet.id)} component="section">
            <Title order={2} mb="md" style={{ fontFamily: look.titleFont }}>
              {sheet.title}
            </Title>
            <CardGrid>
              {cards.map((card) => (
                <CreatorCard
                  key={`${sheet.id}-${card.id}`}
                  card={card}
                  settings={data.team_settings}
                  look={look}
                  compare={compareTick(compare, card)}
                  onOpen={() => {
                    navigate(`${rosterViewPath(sheet.id)}?influencer_id=${card.id}`);
                    window.scrollTo({ top: 0 });
                  }}
                />
              ))}
            </CardGrid>
          </Box>
        );
      })}
    </>
  );
}

function MoreButton({ collectionId, pages, firstHasMore, onMore }: { collectionId: string; pages: number; firstHasMore: boolean; onMore: () => void }) {
  const last = useCollection(collectionId, pages, pages > 1);
  const hasMore = pages === 1 ? firstHasMore : Boolean(last.data?.hasMoreResults);
  if (!hasMore) return null;
  return (
    <Center>
      <Button onClick={onMore}>{PUBLIC_LABEL.loadMore}</Button>
    </Center>
  );
}

function useCollectionViewEvent(collectionId: string, loaded: boolean) {
  const track = useTrack();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!loaded || sent.current === collectionId) return;
    sent.current = collectionId;
    track('collection_view', { collection_id: collectionId });
  }, [loaded, collectionId, track]);
}
