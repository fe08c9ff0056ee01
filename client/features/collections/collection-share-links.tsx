import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { COLLECTION_LABEL as L } from '../../../shared/collection-labels';
import { DECK_TEXT } from '../../../shared/deck-constants';
import { DownloadDeckButton } from '../../components/download-deck-button';
import { alternateViewUrl, publicCollectionUrl } from './collection-links';
import { CopyLinkButton } from './copy-link-button';

/** The public link and the Alternate View link, each with copy, the Alternate View's size hint, and the collection's deck. */
export function CollectionShareLinks({ collectionId, title, creators }: { collectionId: string; title: string; creators: number }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Stack gap={6}>
        <ShareLink label={L.publicLink} url={publicCollectionUrl(collectionId)} />
        <ShareLink label={L.alternateView} url={alternateViewUrl(collectionId)} />
        <Text size="xs" c="dimmed">
          {L.alternateViewHint}
        </Text>
        <Group gap="sm">
          <DownloadDeckButton
            size="xs"
            url={`/api/collections/${collectionId}/deck`}
            fileName={`${title || 'Collection'}.pdf`}
            creators={creators}
            label={DECK_TEXT.downloadDeck}
          />
        </Group>
      </Stack>
    </Card>
  );
}

function ShareLink({ label, url }: { label: string; url: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Anchor href={url} target="_blank" rel="noreferrer" size="sm" truncate style={{ minWidth: 0 }}>
        {url}
      </Anchor>
      <CopyLinkButton url={url} label={`${L.copy} ${label}`} />
    </Group>
  );
}
