import { Alert, Button, Card, Grid, Group, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import { skipToken } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { COLLECTION_LABEL as L } from '../../../shared/collection-labels';
import type { GetCollectionResponse } from '../../../shared/schemas/collections';
import { trpc } from '../../lib/trpc';
import { AvailableSheets } from './available-sheets';
import { CollectionShareLinks } from './collection-share-links';
import { CollectionTitle } from './collection-title';
import { IncludedSheets } from './included-sheets';
import { PublicTitleModal } from './public-title-modal';
import { SaveIndicator } from './save-indicator';
import { type EditorSheet, useCollectionEditor } from './use-collection-editor';

/** Spec §2.6 collection editor. */
export function CollectionEditor({ collectionId, loaded }: { collectionId: string | null; loaded: GetCollectionResponse | undefined }) {
  const navigate = useNavigate();
  const onCreated = useCallback((id: string) => void navigate({ to: '/collection/$collectionId', params: { collectionId: id }, replace: true }), [navigate]);
  const editor = useCollectionEditor(collectionId, loaded, onCreated);
  const [editingSheet, setEditingSheet] = useState<EditorSheet | null>(null);
  trpc.collections.live.useSubscription(collectionId ? { collection_id: collectionId } : skipToken, {
    onData: (event) => editor.onSaved(event.data),
  });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <CollectionTitle collectionId={collectionId} title={editor.title} onTitle={editor.setTitle} />
        {(collectionId || editor.status !== 'clean') && <SaveIndicator status={editor.status} refused={Boolean(editor.refusal)} />}
      </Group>
      {collectionId && (
        <CollectionShareLinks
          collectionId={collectionId}
          title={editor.title}
          creators={editor.sheets.reduce((sum, sheet) => sum + (sheet.creator_count ?? 0), 0)}
        />
      )}
      {editor.refusal && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="save-refusal">
          {editor.refusal}
        </Alert>
      )}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder radius="md" padding="md">
            <Stack gap="sm">
              <Group justify="space-between">
                <Title order={2} size="h3">
                  {L.includedSheets}
                </Title>
                <Button leftSection={<IconDeviceFloppy size={18} />} disabled={editor.sheets.length === 0} onClick={() => void editor.save()}>
                  {L.saveCollection}
                </Button>
              </Group>
              <IncludedSheets sheets={editor.sheets} onMove={editor.moveSheet} onRemove={editor.removeSheet} onEditPublicTitle={setEditingSheet} />
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <AvailableSheets includedIds={new Set(editor.sheets.map((s) => s.id))} onAdd={editor.addSheet} />
        </Grid.Col>
      </Grid>
      {editingSheet && (
        <PublicTitleModal
          sheet={editingSheet}
          onClose={() => setEditingSheet(null)}
          onSaved={(description) => editor.setSheetDescription(editingSheet.id, description)}
        />
      )}
    </Stack>
  );
}
