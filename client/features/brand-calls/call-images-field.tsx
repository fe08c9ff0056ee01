import { ActionIcon, Button, Group, Image, Input, Loader, Stack, Text, TextInput } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhoto, IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { BRAND_CALL_TEXT as T } from '../../../shared/creator-call-texts';
import { MAX_CALL_IMAGES } from '../../../shared/schemas/brand-calls';
import { ADD_TALENT_MSG, UPLOAD_LIMIT } from '../../../shared/talent-add-texts';
import { trpc } from '../../lib/trpc';
import { showError } from '../../lib/toasts';
import { uploadFile } from '../talent-intake/upload-file';

/**
 * A call's images: dropped or chosen files go through the upload flow (a signed URL, a PUT, then
 * brandCalls.addImage makes them a stored image); an image URL can be added as well.
 */
export function CallImagesField({ value, onChange, error }: { value: string[]; onChange: (images: string[]) => void; error?: string }) {
  const utils = trpc.useUtils();
  const addImage = trpc.brandCalls.addImage.useMutation();
  const [uploading, setUploading] = useState(0);
  const [url, setUrl] = useState('');
  const room = MAX_CALL_IMAGES - value.length;

  const upload = async (files: File[]) => {
    if (files.length > room) showError(T.tooManyImages(MAX_CALL_IMAGES));
    const added: string[] = [];
    setUploading(Math.min(files.length, room));
    try {
      for (const file of files.slice(0, room)) {
        const key = await uploadFile(utils, file);
        added.push((await addImage.mutateAsync({ uploadedKey: key })).url);
      }
    } catch (failure) {
      showError(failure instanceof Error ? failure.message : ADD_TALENT_MSG.notAnImage);
    } finally {
      setUploading(0);
      if (added.length) onChange([...value, ...added]);
    }
  };
  const addUrl = () => {
    const trimmed = url.trim();
    if (!trimmed || value.includes(trimmed) || room <= 0) return;
    onChange([...value, trimmed]);
    setUrl('');
  };

  return (
    <Input.Wrapper size="md" label={T.images} description={T.imagesHint(MAX_CALL_IMAGES)} error={error}>
      <Stack gap="sm" mt={6}>
        {value.length > 0 && (
          <Group gap="xs">
            {value.map((src) => (
              <div key={src} style={{ position: 'relative' }}>
                <Image src={src} alt="" w={88} h={88} radius="md" fit="cover" />
                <ActionIcon
                  size="sm"
                  radius="xl"
                  color="dark"
                  variant="filled"
                  aria-label={T.removeImage}
                  onClick={() => onChange(value.filter((v) => v !== src))}
                  style={{ position: 'absolute', top: 4, right: 4 }}
                >
                  <IconX size={12} />
                </ActionIcon>
              </div>
            ))}
          </Group>
        )}
        {room > 0 && (
          <Dropzone
            onDrop={(files) => void upload(files)}
            onReject={() => showError(ADD_TALENT_MSG.notAnImage)}
            maxSize={UPLOAD_LIMIT.maxBytes}
            accept={[...UPLOAD_LIMIT.imageTypes]}
            loading={uploading > 0}
            data-testid="call-images-dropzone"
          >
            <Group justify="center" gap="sm" mih={64} style={{ pointerEvents: 'none' }}>
              {uploading > 0 ? <Loader size="sm" /> : <IconPhoto size={28} stroke={1.5} />}
              <Text size="sm" c="dimmed">
                {uploading > 0 ? T.uploading : T.dropImages}
              </Text>
            </Group>
          </Dropzone>
        )}
        {room > 0 && (
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              aria-label={T.imageUrl}
              placeholder={T.imageUrl}
              type="url"
              value={url}
              onChange={(event) => setUrl(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  addUrl();
                }
              }}
              style={{ flex: 1 }}
            />
            <Button variant="default" leftSection={<IconPlus size={16} />} onClick={addUrl} disabled={!url.trim()}>
              {T.addImage}
            </Button>
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
