import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconEye } from '@tabler/icons-react';
import { CALL_TEXT as T } from '../../../shared/creator-call-texts';
import { AnchorLink } from '../../components/router-links';
import { trpc } from '../../lib/trpc';
import { ResponsePreview } from './response-preview';

/** /creator-call-response/preview/{id}: the team's response as the brand will see it once submitted. */
export function ResponsePreviewPage({ castingCallId }: { castingCallId: string }) {
  const response = trpc.creatorCalls.responseSheet.useQuery({ castingCallId });
  const sheetId = response.data?.talent_sheet_id;
  const sheet = trpc.sheets.get.useQuery({ hashId: sheetId ?? '' }, { enabled: Boolean(sheetId) });
  const failure = response.error ?? sheet.error;
  const loading = response.isPending || (Boolean(sheetId) && sheet.isPending);

  return (
    <Stack gap="lg">
      <AnchorLink to="/creator-call-response/$castingCallId" params={{ castingCallId }} size="sm">
        {T.backToResponse}
      </AnchorLink>
      <Stack gap={4}>
        <Title order={1}>
          <IconEye size={28} style={{ verticalAlign: 'middle', marginRight: 8 }} aria-hidden />
          {T.previewTitle}
        </Title>
        <Text c="dimmed">{T.previewNote}</Text>
      </Stack>
      {failure ? (
        <Alert color="red" icon={<IconAlertCircle />}>
          {failure.message}
        </Alert>
      ) : loading ? (
        <Stack aria-busy>
          <Skeleton height={28} width="40%" />
          <Skeleton height={160} />
        </Stack>
      ) : sheet.data ? (
        <ResponsePreview heading={sheet.data.sheet.title} teamName={sheet.data.sheet.team_name} influencers={sheet.data.influencers} />
      ) : (
        <Text c="dimmed">{T.previewEmpty}</Text>
      )}
    </Stack>
  );
}
