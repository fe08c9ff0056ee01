import { ActionIcon, Button, Group, TextInput, Title, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { COLLECTION_LABEL as L } from '../../../shared/collection-labels';
import { showError } from '../../lib/toasts';
import { trpc } from '../../lib/trpc';

interface Props {
  collectionId: string | null;
  title: string;
  onTitle: (title: string) => void;
}

/**
 * Spec §4: a saved collection's title is saved by its own call (alter-title); a new collection's
 * title is typed here and goes with its first save.
 */
export function CollectionTitle({ collectionId, title, onTitle }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const alter = trpc.collections.alterTitle.useMutation({
    onSuccess: (answer) => {
      onTitle(answer.title);
      setDraft(null);
    },
    onError: (error) => showError(error.message),
  });

  if (!collectionId) {
    return (
      <TextInput
        label={L.collectionTitle}
        placeholder={L.untitled}
        value={title}
        onChange={(e) => onTitle(e.currentTarget.value)}
        size="md"
        style={{ flex: '1 1 260px' }}
        maw={520}
      />
    );
  }
  if (draft === null) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {title || L.untitled}
        </Title>
        <Tooltip label={L.editTitle} withArrow>
          <ActionIcon variant="subtle" aria-label={L.editTitle} onClick={() => setDraft(title)}>
            <IconPencil size={20} />
          </ActionIcon>
        </Tooltip>
      </Group>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        alter.mutate({ collection_id: collectionId, title: draft });
      }}
    >
      <Group align="flex-end" gap="xs">
        <TextInput
          label={L.collectionTitle}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Escape' && setDraft(null)}
          size="md"
          style={{ flex: '1 1 240px' }}
          maw={520}
          data-autofocus
          autoFocus
        />
        <Button type="submit" loading={alter.isPending} disabled={!draft.trim()}>
          {L.saveTitle}
        </Button>
        <Button variant="default" onClick={() => setDraft(null)}>
          {L.cancel}
        </Button>
      </Group>
    </form>
  );
}
