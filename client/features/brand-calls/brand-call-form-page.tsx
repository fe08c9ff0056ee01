import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { BRAND_CALL_TEXT as T } from '../../../shared/creator-call-texts';
import { AnchorLink } from '../../components/router-links';
import { BrandCallForm } from './brand-call-form';
import { useBrandCall } from './use-brand-call';

/** /brand-creator-calls/new and /brand-creator-calls/{id}/edit. */
export function BrandCallFormPage({ castingCallId }: { castingCallId?: string }) {
  return (
    <Stack gap="lg" maw={760}>
      <AnchorLink to="/brand-creator-calls" size="sm">
        {T.backToCalls}
      </AnchorLink>
      <Title order={1}>{castingCallId ? T.editCallTitle : T.newCallTitle}</Title>
      {castingCallId ? <EditCall castingCallId={castingCallId} /> : <BrandCallForm />}
    </Stack>
  );
}

function EditCall({ castingCallId }: { castingCallId: string }) {
  const { call, isPending, error } = useBrandCall(castingCallId);
  if (isPending) {
    return (
      <Stack aria-busy>
        <Skeleton height={36} />
        <Skeleton height={96} />
        <Skeleton height={36} />
      </Stack>
    );
  }
  const problem = error?.message ?? (!call ? T.callNotFound : call.closed ? T.closedNoEdit : null);
  if (problem || !call) {
    return (
      <Alert color="red" icon={<IconAlertCircle />}>
        {problem}
      </Alert>
    );
  }
  return <BrandCallForm key={call.id} call={call} />;
}
