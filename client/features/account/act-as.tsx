import { Alert, Button, Group, NumberInput, Text } from '@mantine/core';
import { IconUserShield } from '@tabler/icons-react';
import { useState } from 'react';
import { TEAM_LABEL } from '../../../shared/account-labels';
import { ACT_AS_TEXT } from '../../../shared/role-texts';
import type { UserConfiguration } from '../../../shared/schemas/account';
import { trpc } from '../../lib/trpc';
import { showError } from '../../lib/toasts';

/** Acting starts or ends a different person's session: the page loads afresh (caches, sockets, everything). */
const reloadAs = (to: string) => window.location.assign(to);

/** Settings, staff only: act as a user by id (spec §2.7 "staff spoof user", §7.1 fake-id). */
export function ActAsForm() {
  const [userId, setUserId] = useState<number | string>('');
  const start = trpc.actAs.start.useMutation({ onSuccess: () => reloadAs('/'), onError: (error) => showError(error.message) });
  return (
    <form
      aria-label={TEAM_LABEL.actAsUser}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (typeof userId === 'number') start.mutate({ user_id: userId });
      }}
    >
      <Group align="flex-end" gap="sm">
        <NumberInput label={TEAM_LABEL.userId} min={1} allowDecimal={false} allowNegative={false} value={userId} onChange={setUserId} w={200} />
        <Button type="submit" loading={start.isPending} disabled={typeof userId !== 'number'}>
          {TEAM_LABEL.actAs}
        </Button>
      </Group>
    </form>
  );
}

/** On every signed-in page while staff act as someone: who, and a button that ends it. */
export function ActingBanner({ user }: { user: UserConfiguration }) {
  const end = trpc.actAs.end.useMutation({ onSuccess: () => reloadAs('/configure'), onError: (error) => showError(error.message) });
  if (!user.acting_as) return null;
  return (
    <Alert color="orange" variant="light" radius={0} icon={<IconUserShield size={20} />} role="status" aria-label={ACT_AS_TEXT.end} p="xs">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" c="dark.9" fw={500}>
          {ACT_AS_TEXT.banner(`${user.user_name} (${user.email})`, user.acting_as.staff_name)}
        </Text>
        <Button size="xs" color="dark" onClick={() => end.mutate()} loading={end.isPending}>
          {ACT_AS_TEXT.end}
        </Button>
      </Group>
    </Alert>
  );
}
