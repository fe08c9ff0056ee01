import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import { MSG } from '../../../../shared/messages';
import { trpc } from '../../../lib/trpc';
import { CampaignTracking } from '../campaign/campaign-tracking';

/** /campaign/view/{id}: the tracking table of one campaign sheet on its own. */
export function CampaignViewPage({ sheetId }: { sheetId: string }) {
  const sheet = trpc.sheets.get.useQuery({ hashId: sheetId });
  if (sheet.isPending) return <Skeleton height={200} />;
  if (sheet.isError) return <Alert color="red">{sheet.error.data?.httpStatus === 404 ? MSG.noTalentSheetFound : sheet.error.message}</Alert>;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {sheet.data.sheet.title}
      </Title>
      <CampaignTracking sheetId={sheetId} entries={sheet.data.influencers} />
    </Stack>
  );
}
