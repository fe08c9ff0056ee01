import { Alert, Blockquote, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconChecks, IconInfoCircle } from '@tabler/icons-react';
import { CALL_TEXT } from '../../../../shared/creator-call-texts';
import type { CastingCallCard } from '../../../../shared/schemas/creator-calls';
import type { SheetDetail } from '../../../../shared/schemas/sheets/get-sheet';
import { SHEET_LABEL as L } from '../../../../shared/sheet-labels';

/** The brand that reviewed a response, and its review. */
export type ReviewedBy = { brand: string; review: NonNullable<CastingCallCard['review']> };

/**
 * Spec §2.5: until submitted, a warning that the brand cannot see changes yet; after, an info
 * alert; once the brand has reviewed it (`reviewed`), what it decided and its reply.
 */
export function ResponseBanner({ castingCall, reviewed }: { castingCall: NonNullable<SheetDetail['casting_call']>; reviewed?: ReviewedBy | null }) {
  if (reviewed) {
    return (
      <Alert color="teal" icon={<IconChecks />} data-testid="response-review">
        <Stack gap="sm">
          <Text size="sm">{CALL_TEXT.reviewedBanner(reviewed.brand, reviewed.review.shortlisted, reviewed.review.declined)}</Text>
          {reviewed.review.brand_reply && (
            <Blockquote color="violet" p="sm" cite={CALL_TEXT.brandReply} fz="sm">
              {reviewed.review.brand_reply}
            </Blockquote>
          )}
        </Stack>
      </Alert>
    );
  }
  if (castingCall.response_status === 'submitted') {
    return (
      <Alert color="blue" icon={<IconInfoCircle />}>
        {L.responseSubmittedBanner}
      </Alert>
    );
  }
  return (
    <Alert color="yellow" icon={<IconAlertTriangle />}>
      {L.responseDraftBanner}
    </Alert>
  );
}
