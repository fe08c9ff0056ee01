import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconEye, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { CALL_TEXT as T } from '../../../shared/creator-call-texts';
import type { SheetEditor } from '../sheets/editor/use-sheet-editor';
import { ButtonLink } from '../../components/router-links';
import { trpc } from '../../lib/trpc';
import { showError, showSuccess } from '../../lib/toasts';

/**
 * Spec §2.5: Submit while the response is open; the Preview Link once it has been saved.
 * Submitting saves pending edits first, then the list, the call and the sheet are fetched again.
 */
export function ResponseActions({ editor, castingCallId }: { editor: SheetEditor; castingCallId: string }) {
  const utils = trpc.useUtils();
  const [confirming, { open, close }] = useDisclosure(false);
  const [savedOnce, setSavedOnce] = useState(editor.sheet.casting_call?.response_status !== 'created');
  const previous = useRef(editor.status);
  useEffect(() => {
    if (previous.current === 'dirty' && editor.status === 'clean') setSavedOnce(true);
    previous.current = editor.status;
  }, [editor.status]);

  const submit = trpc.creatorCalls.submit.useMutation({
    onSuccess: async () => {
      close();
      showSuccess(T.responseSubmitted);
      await Promise.all([
        utils.creatorCalls.list.invalidate(),
        utils.creatorCalls.get.invalidate({ id: castingCallId }),
        utils.creatorCalls.responseSheet.invalidate({ castingCallId }),
        utils.sheets.get.invalidate({ hashId: editor.sheet.id }),
      ]);
    },
    // Spec §8: the server's error for 2.5 s.
    onError: (error) => showError(error.message),
  });

  const confirm = async () => {
    if (editor.status === 'dirty') await editor.saveNow();
    submit.mutate({ casting_call_id: castingCallId });
  };

  return (
    <Group gap="sm">
      <Button leftSection={<IconSend size={18} />} onClick={open} disabled={editor.entries.length === 0}>
        {T.submit}
      </Button>
      {savedOnce && (
        <ButtonLink variant="default" leftSection={<IconEye size={18} />} to="/creator-call-response/preview/$castingCallId" params={{ castingCallId }}>
          {T.previewLink}
        </ButtonLink>
      )}
      <Modal opened={confirming} onClose={close} title={T.submitConfirmTitle} centered>
        <Stack gap="md">
          <Text size="sm">{T.submitConfirmBody(editor.entries.length)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {T.cancel}
            </Button>
            <Button leftSection={<IconSend size={18} />} loading={submit.isPending || editor.saving} onClick={() => void confirm()}>
              {T.submit}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
