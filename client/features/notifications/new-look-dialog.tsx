import { Button, Modal, Text } from '@mantine/core';
import { DURATION } from '../../../shared/limits';
import { NOTIFICATION_LABEL as L } from '../../../shared/notification-texts';
import { trpc } from '../../lib/trpc';

/**
 * Spec §2.7: the one-time "New Look" dialog for a user with a pending notification; "Got it!" marks
 * it read. The user is read again every 5 minutes (spec §9), so a notice set meanwhile shows too.
 */
export function NewLookDialog() {
  const utils = trpc.useUtils();
  const notice = trpc.account.status.useQuery(undefined, {
    refetchInterval: DURATION.notificationPoll,
    select: (status) => status.user?.notification ?? null,
  }).data;
  const done = trpc.account.markNotificationRead.useMutation({ onSuccess: () => void utils.account.status.invalidate() });
  return (
    <Modal opened={Boolean(notice)} onClose={() => done.mutate()} title={L.newLookTitle} centered>
      <Text mb="lg">{notice}</Text>
      <Button fullWidth onClick={() => done.mutate()} loading={done.isPending}>
        {L.gotIt}
      </Button>
    </Modal>
  );
}
