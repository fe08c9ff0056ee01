import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhoto, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { PortraitCrop } from '../../../shared/schemas/uploads';
import { ADD_TALENT_LABEL, ADD_TALENT_MSG, UPLOAD_LIMIT } from '../../../shared/talent-add-texts';
import { centredCrop, PortraitFramer } from './portrait-framer';

export interface PickedPortrait {
  file: File;
  crop: PortraitCrop;
}

/** Drag-and-drop (or click) one image, see it, frame the square, or Remove it. */
export function PortraitPicker({ value, onChange }: { value: PickedPortrait | null; onChange: (value: PickedPortrait | null) => void }) {
  const [preview, setPreview] = useState<{ src: string; width: number; height: number } | null>(null);
  const [rejected, setRejected] = useState<string | null>(null);
  const file = value?.file ?? null;

  useEffect(() => {
    if (!file) return;
    const src = URL.createObjectURL(file);
    const image = new Image();
    let live = true;
    image.onload = () => {
      if (!live) return;
      setPreview({ src, width: image.naturalWidth, height: image.naturalHeight });
      onChange({ file, crop: centredCrop(image.naturalWidth, image.naturalHeight) });
    };
    image.onerror = () => live && (setRejected(ADD_TALENT_MSG.notAnImage), onChange(null));
    image.src = src;
    return () => {
      live = false;
      URL.revokeObjectURL(src);
      setPreview(null);
    };
    // A new file resets the framing; later framing changes keep the same preview.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file]);

  if (value && preview) {
    return (
      <Stack gap="sm">
        <PortraitFramer src={preview.src} natural={preview} crop={value.crop} onChange={(crop) => onChange({ ...value, crop })} />
        <Group justify="center" gap="xs">
          <Text size="sm" c="dimmed" truncate maw={220}>
            {value.file.name}
          </Text>
          <Button variant="subtle" color="red" size="compact-sm" leftSection={<IconTrash size={14} />} onClick={() => onChange(null)}>
            {ADD_TALENT_LABEL.remove}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={(files) => {
          setRejected(null);
          if (files[0]) onChange({ file: files[0], crop: { x: 0, y: 0, size: 1 } });
        }}
        onReject={(rejections) => {
          const code = rejections[0]?.errors[0]?.code;
          setRejected(code === 'file-too-large' ? ADD_TALENT_MSG.fileTooLarge(UPLOAD_LIMIT.maxMegabytes) : ADD_TALENT_MSG.notAnImage);
        }}
        maxSize={UPLOAD_LIMIT.maxBytes}
        maxFiles={1}
        multiple={false}
        accept={[...UPLOAD_LIMIT.imageTypes]}
        data-testid="portrait-dropzone"
      >
        <Group justify="center" gap="md" mih={140} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={40} />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={40} />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhoto size={40} />
          </Dropzone.Idle>
          <Stack gap={2}>
            <Text>{ADD_TALENT_LABEL.dropImage}</Text>
            <Text size="sm" c="dimmed">
              {ADD_TALENT_LABEL.dropHint(UPLOAD_LIMIT.maxMegabytes)}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {rejected && (
        <Text c="red" size="sm" role="alert">
          {rejected}
        </Text>
      )}
    </Stack>
  );
}
