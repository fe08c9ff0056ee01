import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';
import { BRAND_CALL_TEXT as T } from '../../../shared/creator-call-texts';
import { trpc } from '../../lib/trpc';
import { showError, showSuccess } from '../../lib/toasts';

/** Close a call, after a confirmation: it takes no new responses; those submitted stay readable. */
export function CloseCallButton({ call }: { call: { id: string; title: string } }) {
  const utils = trpc.useUtils();
  const [confirming, { open, close }] = useDisclosure(false);
  const closeCall = trpc.brandCalls.close.useMutation({
    onSuccess: async () => {
      close();
      showSuccess(T.closedToast);
      await utils.brandCalls.list.invalidate();
    },
    onError: (error) => showError(error.message),
  });
  return (
    <>
      <Button variant="subtle" color="red" leftSection={<IconLock size={16} />} onClick={open}>
        {T.close}
      </Button>
      <Modal opened={confirming} onClose={close} title={T.closeConfirmTitle} centered>
        <Stack gap="md">
          <Text size="sm">{T.closeConfirmBody(call.title)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {T.keepOpen}
            </Button>
            <Button
              color="red"
              leftSection={<IconLock size={16} />}
              loading={closeCall.isPending}
              onClick={() => closeCall.mutate({ casting_call_id: call.id })}
            >
              {T.close}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
