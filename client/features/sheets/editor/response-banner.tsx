import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import type { SheetDetail } from '../../../../shared/schemas/sheets/get-sheet';
import { SHEET_LABEL as L } from '../../../../shared/sheet-labels';

/** Spec §2.5: until submitted, a warning that the brand cannot see changes yet; after, an info alert. */
export function ResponseBanner({ castingCall }: { castingCall: NonNullable<SheetDetail['casting_call']> }) {
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
