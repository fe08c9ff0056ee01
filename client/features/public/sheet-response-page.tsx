import { Affix, Box, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { MSG } from '../../../shared/messages';
import { PUBLIC_LIMIT } from '../../../shared/public-constants';
import { PUBLIC_LABEL, PUBLIC_MSG } from '../../../shared/public-texts';
import type { PublicCard } from '../../../shared/schemas/public/public-cards';
import { useSheet } from './fetch/public-api';
import { CardGrid, CardSkeletons } from './card-grid';
import { CreatorCard } from './creator-card';
import { FullPageSkeleton } from './full-page-skeleton';
import { PublicError } from './public-error';
import { PublicShell } from './public-shell';
import { teamStyle } from './team-style';
import { ResponseModal } from './response-modal';

/** /public/talent-sheet-response/{id}: click creators to mark interest, Send Response, thank-you. */
export function SheetResponsePage({ sheetId }: { sheetId: string }) {
  const [pages, setPages] = useState(1);
  const first = useSheet(sheetId, 1, PUBLIC_LIMIT.responsePage);
  const [liked, setLiked] = useState<Set<number>>(new Set());
  const [sent, setSent] = useState(false);
  const [formOpen, form] = useDisclosure(false);
  if (first.isPending) return <FullPageSkeleton />;
  if (first.isError || first.data.total_influencers === 0) return <PublicError message={MSG.noTalentSheetFound} />;
  const data = first.data;
  const look = teamStyle(data.team_settings);
  const toggle = (id: number) =>
    setLiked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  if (sent) {
    return (
      <PublicShell team={data.team} settings={data.team_settings} demoData={data.demo_data}>
        <Center mih="50dvh">
          <Stack align="center" ta="center" gap="sm" maw={460}>
            <IconCircleCheck size={56} color="var(--mantine-color-teal-6)" aria-hidden />
            <Title order={1}>{PUBLIC_MSG.responseThanksTitle}</Title>
            <Text>{PUBLIC_MSG.responseThanksBody}</Text>
          </Stack>
        </Center>
      </PublicShell>
    );
  }

  const renderCards = (cards: PublicCard[]) =>
    cards.map((card) => (
      <CreatorCard key={card.id} card={card} settings={data.team_settings} look={look} selected={liked.has(card.id)} onOpen={() => toggle(card.id)} />
    ));

  return (
    <PublicShell team={data.team} settings={data.team_settings} demoData={data.demo_data}>
      <Stack gap="lg" pb={96}>
        <Box ta="center">
          <Title order={1} style={{ fontFamily: look.titleFont }} fz={{ base: 26, sm: 34 }}>
            {data.sheet.description || PUBLIC_LABEL.selectedTalent}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {PUBLIC_MSG.pickCreatorsHint}
          </Text>
        </Box>
        <CardGrid>
          {renderCards(data.influencers)}
          {Array.from({ length: pages - 1 }, (_, index) => (
            <ResponsePage key={index} sheetId={sheetId} page={index + 2} render={renderCards} />
          ))}
        </CardGrid>
        {pages * PUBLIC_LIMIT.responsePage < data.total_influencers && (
          <Center>
            <Button variant="default" onClick={() => setPages((p) => p + 1)}>
              {PUBLIC_LABEL.loadMore}
            </Button>
          </Center>
        )}
      </Stack>
      <Affix position={{ bottom: 0, left: 0, right: 0 }}>
        <Paper radius={0} p="sm" shadow="md" withBorder style={{ borderLeft: 0, borderRight: 0, borderBottom: 0 }}>
          <Group justify="center" gap="md">
            <Text fw={600} aria-live="polite">
              {PUBLIC_LABEL.selectedCount(liked.size)}
            </Text>
            <Button color={look.accentColor} onClick={form.open}>
              {PUBLIC_LABEL.sendResponse}
            </Button>
          </Group>
        </Paper>
      </Affix>
      <ResponseModal opened={formOpen} onClose={form.close} sheetId={sheetId} liked={[...liked]} onSent={() => setSent(true)} />
    </PublicShell>
  );
}

function ResponsePage({ sheetId, page, render }: { sheetId: string; page: number; render: (cards: PublicCard[]) => React.ReactNode }) {
  const query = useSheet(sheetId, page, PUBLIC_LIMIT.responsePage);
  if (query.isPending) return <CardSkeletons count={6} />;
  if (query.isError) return <Text c="red">{PUBLIC_MSG.errorLoadingMore}</Text>;
  return <>{render(query.data.influencers)}</>;
}
