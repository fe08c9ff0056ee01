import { Alert, Card, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconEdit } from '@tabler/icons-react';
import { BRAND_CALL_TEXT as T } from '../../../shared/creator-call-texts';
import { AnchorLink, ButtonLink } from '../../components/router-links';
import { trpc } from '../../lib/trpc';
import { CallBrand, CallFacts, CallImages } from '../creator-calls/call-details';
import { BrandCallStatus } from './brand-call-status';
import { BrandResponsesList } from './brand-responses-list';
import { CloseCallButton } from './close-call-button';
import { useBrandCall } from './use-brand-call';
import { SafeMarkdown } from '../../components/safe-markdown';

/** /brand-creator-calls/{id}: one of the brand's calls and the responses agencies submitted to it. */
export function BrandCallResponsesPage({ castingCallId }: { castingCallId: string }) {
  const { call, isPending, error } = useBrandCall(castingCallId);
  const responses = trpc.brandCalls.responses.useQuery({ casting_call_id: castingCallId });
  // The call as the agencies' card parts take it (the brand has no response of its own).
  const card = call && { ...call, response_sheet_id: null, response_status: null, review: null };
  const failure = error?.message ?? responses.error?.message ?? (!isPending && !call ? T.callNotFound : null);

  return (
    <Stack gap="lg">
      <AnchorLink to="/brand-creator-calls" size="sm">
        {T.backToCalls}
      </AnchorLink>
      {failure ? (
        <Alert color="red" icon={<IconAlertCircle />}>
          {failure}
        </Alert>
      ) : !call || !card ? (
        <Stack aria-busy>
          <Skeleton height={36} width="50%" />
          <Skeleton height={160} />
        </Stack>
      ) : (
        <>
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
              <Title order={1}>{call.title}</Title>
              <BrandCallStatus closed={call.closed} />
            </Group>
            <Card withBorder radius="md" padding="md">
              <Stack gap="sm">
                <CallBrand call={card} />
                <SafeMarkdown c="dimmed">{call.description}</SafeMarkdown>
                <CallFacts call={card} />
                <CallImages call={card} />
                {!call.closed && (
                  <Group gap="xs" justify="flex-end">
                    <ButtonLink variant="default" leftSection={<IconEdit size={16} />} to="/brand-creator-calls/$castingCallId/edit" params={{ castingCallId }}>
                      {T.edit}
                    </ButtonLink>
                    <CloseCallButton call={call} />
                  </Group>
                )}
              </Stack>
            </Card>
          </Stack>
          <Stack gap="sm">
            <Title order={2} size="h3">
              {T.responsesTitle}
            </Title>
            <BrandResponsesList responses={responses.data?.responses} />
          </Stack>
        </>
      )}
    </Stack>
  );
}
