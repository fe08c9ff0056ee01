import { Alert, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconPlugConnected } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { ADD_TALENT_LABEL } from '../../../shared/talent-add-texts';
import { BrandLogo } from '../../components/brand-logo';
import { trpc } from '../../lib/trpc';
import { PLATFORM_NAMES } from './add-talent-state';

const route = getRouteApi('/connect/$token');

/** A talent's login link (signed out): connect the platform; expired, altered or used links say so. */
export function ConnectPage() {
  const { token } = route.useParams();
  const info = trpc.talentLogins.connectInfo.useQuery({ token }, { retry: false });
  const utils = trpc.useUtils();
  const connect = trpc.talentLogins.connect.useMutation({ onSuccess: () => void utils.talentLogins.connectInfo.invalidate({ token }) });
  const platform = info.data ? PLATFORM_NAMES[info.data.platform]! : '';

  return (
    <Center mih="100vh" p="md">
      <Paper p="xl" maw={480} w="100%">
        <Stack gap="md">
          <BrandLogo />
          <Title order={1} fz="h2">
            {ADD_TALENT_LABEL.connectTitle}
          </Title>
          {info.isPending ? (
            <Text>Loading...</Text>
          ) : info.error ? (
            <Alert color="red" role="alert">
              {info.error.message}
            </Alert>
          ) : info.data.connected || connect.isSuccess ? (
            <Stack gap="xs" role="status">
              <IconCircleCheck color="var(--mantine-color-teal-6)" size={32} />
              <Text fw={600}>
                {ADD_TALENT_LABEL.connected}: {platform}
              </Text>
              <Text>
                Thank you, {info.data.fullname}. {info.data.team_name} can now see your {platform} statistics.
              </Text>
            </Stack>
          ) : (
            <Stack gap="md">
              <Text>
                {info.data.team_name} asks you, {info.data.fullname}, to connect your {platform} account so the statistics they share with brands stay accurate.
              </Text>
              {connect.error && (
                <Alert color="red" role="alert">
                  {connect.error.message}
                </Alert>
              )}
              <Button size="md" leftSection={<IconPlugConnected size={18} />} loading={connect.isPending} onClick={() => connect.mutate({ token })}>
                {ADD_TALENT_LABEL.connect(platform)}
              </Button>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
