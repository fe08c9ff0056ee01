import { Group, Loader, Paper, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { SERVICE_LIMIT, SERVICE_TEXT } from '../../shared/service-texts';
import { liveConnectionState } from '../lib/trpc';

const subscribe = (onChange: () => void) => liveConnectionState.subscribe({ next: onChange }).unsubscribe;
/** Dropped and being made again (a lazily closed connection is 'idle', not a problem). */
const isReconnecting = () => {
  const state = liveConnectionState.get();
  return state.state === 'connecting' && state.error !== null;
};

/** True at once when `down` becomes true; false only once it has stayed false for SERVICE_LIMIT.reconnectedSettleMs. */
function useSettled(down: boolean) {
  const [held, setHeld] = useState(down);
  if (down && !held) setHeld(true);
  useEffect(() => {
    if (down) return;
    const timer = setTimeout(() => setHeld(false), SERVICE_LIMIT.reconnectedSettleMs);
    return () => clearTimeout(timer);
  }, [down]);
  return down || held;
}

/** Says so, under the navigation bar, while the browser is offline or the live connection is down; nothing while all is well. */
export function ConnectionStatus() {
  const { online } = useNetwork();
  const reconnecting = useSettled(useSyncExternalStore(subscribe, isReconnecting));
  if (online && !reconnecting) return null;
  return (
    <Paper
      role="status"
      shadow="md"
      radius="md"
      px="md"
      py="xs"
      bg={online ? 'yellow.1' : 'gray.8'}
      c={online ? 'dark' : 'white'}
      style={{
        position: 'fixed',
        top: 'calc(64px + var(--mantine-spacing-xs))',
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 400,
        width: 'max-content',
        maxWidth: 'calc(100vw - 32px)',
      }}
    >
      <Group gap="xs" wrap="nowrap">
        {online ? <Loader size={14} color="dark" /> : <IconWifiOff size={16} />}
        <Text size="sm">{online ? SERVICE_TEXT.reconnecting : SERVICE_TEXT.offline}</Text>
      </Group>
    </Paper>
  );
}
