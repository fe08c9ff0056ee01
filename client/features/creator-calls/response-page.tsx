import { Alert, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { CALL_TEXT as T } from '../../../shared/creator-call-texts';
import { MSG } from '../../../shared/messages';
import { AnchorLink } from '../../components/router-links';
import { trpc } from '../../lib/trpc';
import { ResponseBanner } from '../sheets/editor/response-banner';
import { SheetEditor } from '../sheets/editor/sheet-editor';
import { CallSummary } from './call-summary';
import { ResponseActions } from './response-actions';
import { ResponsePreview } from './response-preview';
import { useOpenResponse } from './use-open-response';
import { useCallReviewsLive } from './use-call-reviews-live';

/**
 * /creator-call-response/{id} (and /advanced-creator-call/{id}): the team's response sheet for a
 * call in the sheet editor, created on first visit; a submitted response is shown as sent.
 */
export function ResponsePage({ castingCallId, advanced = false }: { castingCallId: string; advanced?: boolean }) {
  const call = trpc.creatorCalls.get.useQuery({ id: castingCallId });
  useCallReviewsLive();
  const opened = useOpenResponse(castingCallId);
  const sheetId = opened.data?.talent_sheet_id;
  const sheet = trpc.sheets.get.useQuery({ hashId: sheetId ?? '' }, { enabled: Boolean(sheetId), staleTime: Infinity });
  const failure = call.error ?? opened.error ?? sheet.error;
  const review = call.data?.casting_call.review ?? null;

  return (
    <Stack gap="lg">
      <AnchorLink to="/creator-calls" size="sm">
        {T.backToCalls}
      </AnchorLink>
      {call.data && <CallSummary call={call.data.casting_call} />}
      {failure ? (
        <Alert color="red" icon={<IconAlertCircle />}>
          {sheet.error?.data?.httpStatus === 404 ? MSG.noTalentSheetFound : failure.message}
        </Alert>
      ) : !sheet.data ? (
        <Stack gap="lg" aria-busy>
          <Skeleton height={36} width="50%" />
          <Skeleton height={240} />
        </Stack>
      ) : sheet.data.sheet.casting_call?.response_status === 'submitted' ? (
        <Stack gap="lg">
          <ResponseBanner castingCall={sheet.data.sheet.casting_call} reviewed={review && { brand: call.data!.casting_call.team_name, review }} />
          <ResponsePreview
            heading={sheet.data.sheet.title}
            teamName={sheet.data.sheet.team_name}
            influencers={sheet.data.influencers}
            reviews={review?.creator_reviews}
          />
        </Stack>
      ) : (
        <>
          {advanced && (
            <Alert color="blue" icon={<IconInfoCircle />}>
              {T.advancedSearchSoon}
            </Alert>
          )}
          <SheetEditor
            key={sheet.data.sheet.id}
            answer={sheet.data}
            responseActions={(editor) => <ResponseActions editor={editor} castingCallId={castingCallId} />}
          />
        </>
      )}
    </Stack>
  );
}
