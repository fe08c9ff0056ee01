import { Button, Group, Image, Paper, Progress, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconAlertCircle, IconFile, IconPaperclip, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { CONTACT_LABEL, CONTACT_LIMIT, CONTACT_TEXT } from '../../../shared/contact-texts';
import { ADD_TALENT_MSG } from '../../../shared/talent-add-texts';
import type { AttachmentItem, useAttachments } from './use-attachments';

type Attachments = ReturnType<typeof useAttachments>;

/** Drag-and-drop (or click) files onto the message: thumbnails for images, the name for others, progress and Remove. */
export function ContactAttachments({ attachments }: { attachments: Attachments }) {
  const [rejected, setRejected] = useState<string | null>(null);
  const full = attachments.items.length >= CONTACT_LIMIT.maxFiles;

  return (
    <Stack gap="sm">
      <Dropzone
        onDrop={(files) => {
          const left = attachments.add(files);
          setRejected(left > 0 ? CONTACT_TEXT.tooManyFiles(CONTACT_LIMIT.maxFiles) : null);
        }}
        onReject={(rejections) => {
          const codes = rejections.flatMap((r) => r.errors.map((e) => e.code));
          setRejected(
            codes.includes('too-many-files') ? CONTACT_TEXT.tooManyFiles(CONTACT_LIMIT.maxFiles) : ADD_TALENT_MSG.fileTooLarge(CONTACT_LIMIT.maxMegabytes),
          );
        }}
        maxSize={CONTACT_LIMIT.maxBytes}
        maxFiles={CONTACT_LIMIT.maxFiles}
        disabled={full}
        data-testid="contact-dropzone"
        inputProps={{ 'aria-label': CONTACT_LABEL.dropFiles }}
        radius="md"
      >
        <Group justify="center" gap="md" mih={96} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <Dropzone.Accept>
            <IconUpload size={32} />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={32} />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPaperclip size={32} color="var(--mantine-color-dimmed)" />
          </Dropzone.Idle>
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {CONTACT_LABEL.dropFiles}
            </Text>
            <Text size="xs" c="dimmed">
              {CONTACT_LABEL.dropHint(CONTACT_LIMIT.maxFiles, CONTACT_LIMIT.maxMegabytes)}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {rejected && (
        <Text c="red" size="sm" role="alert">
          {rejected}
        </Text>
      )}
      {attachments.items.length > 0 && (
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="sm" role="list" aria-label={CONTACT_LABEL.attachments}>
          {attachments.items.map((item) => (
            <AttachmentTile key={item.id} item={item} onRemove={() => attachments.remove(item.id)} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function AttachmentTile({ item, onRemove }: { item: AttachmentItem; onRemove: () => void }) {
  const name = item.file.name;
  return (
    <Paper withBorder radius="md" p={6} role="listitem" aria-label={name} pos="relative">
      <Stack gap={6}>
        {item.preview ? (
          <Image src={item.preview} alt={CONTACT_LABEL.thumbnail(name)} h={88} radius="sm" fit="cover" />
        ) : (
          <Group h={88} justify="center" bg="var(--mantine-color-gray-light)" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
            <ThemeIcon variant="transparent" color="gray" size={40}>
              <IconFile size={36} aria-hidden />
            </ThemeIcon>
          </Group>
        )}
        <Text size="xs" truncate title={name}>
          {name}
        </Text>
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <Button
            variant="subtle"
            color="red"
            size="compact-xs"
            px={4}
            leftSection={<IconTrash size={12} aria-hidden />}
            aria-label={CONTACT_LABEL.removeFile(name)}
            onClick={onRemove}
          >
            {CONTACT_LABEL.remove}
          </Button>
        </Group>
        {item.status === 'uploading' && (
          <Progress value={Math.round(item.progress * 100)} size="sm" aria-label={CONTACT_LABEL.uploading(name)} animated striped />
        )}
        {item.status === 'failed' && (
          <Group gap={4} wrap="nowrap">
            <IconAlertCircle size={14} color="var(--mantine-color-red-6)" aria-hidden />
            <Text size="xs" c="red" role="alert">
              {CONTACT_TEXT.attachmentFailed}
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
