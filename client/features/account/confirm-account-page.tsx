import { Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ACCOUNT_LABEL } from '../../../shared/account-labels';
import { ACCOUNT_TEXT } from '../../../shared/account-texts';
import { LABEL } from '../../../shared/labels';
import { MSG } from '../../../shared/messages';
import { ButtonLink } from '../../components/router-links';
import { StatusPage } from '../../components/status-page';
import { trpc } from '../../lib/trpc';
import { rememberSession } from './session-cache';
import { SetPasswordForm } from './set-password-form';
import { AuthLayout } from './sign-in-page';

const route = getRouteApi('/new-user-confirm/$registrationCode');

/** /new-user-confirm/{registrationCode}: the invited e-mail, then a password; a bad code gets the spec's page. */
export function ConfirmAccountPage() {
  const { registrationCode } = route.useParams();
  const router = useRouter();
  // The spec's registration call is a POST: sent once when the page opens.
  const registration = trpc.teams.registration.useMutation();
  const { mutate: lookUp } = registration;
  useEffect(() => lookUp({ code: registrationCode }), [lookUp, registrationCode]);
  const confirm = trpc.teams.confirmAccount.useMutation({
    onSuccess: async (session) => {
      rememberSession(session);
      await router.navigate({ to: '/', replace: true });
    },
  });

  const [fullName, setFullName] = useState('');
  const [nameMissing, setNameMissing] = useState(false);
  const asksName = registration.data?.has_account === false;

  if (registration.isError) {
    return (
      <StatusPage
        title={ACCOUNT_LABEL.confirmAccountTitle}
        body={ACCOUNT_TEXT.registrationCodeInvalid}
        action={
          <ButtonLink to="/signin" variant="light">
            {ACCOUNT_LABEL.backToSignIn}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <AuthLayout title={ACCOUNT_LABEL.confirmAccountTitle} subtitle={ACCOUNT_LABEL.confirmAccountSubtitle}>
      <Stack gap="md">
        {registration.data ? (
          <Text size="sm">
            <b>{registration.data.email}</b> · {registration.data.team_name}
          </Text>
        ) : (
          <Skeleton height={20} role="status" aria-label={MSG.loading} />
        )}
        <SetPasswordForm
          submitLabel={ACCOUNT_LABEL.confirmAccount}
          pending={confirm.isPending}
          ready={Boolean(registration.data)}
          error={confirm.isError && MSG.badSignInInformation}
          before={
            asksName && (
              <TextInput
                label={LABEL.fullName}
                autoComplete="name"
                autoFocus
                required
                value={fullName}
                error={nameMissing && MSG.nameRequired}
                onChange={(event) => {
                  setFullName(event.currentTarget.value);
                  setNameMissing(false);
                }}
              />
            )
          }
          onSubmit={(password) => {
            if (!registration.data) return;
            if (asksName && !fullName.trim()) return setNameMissing(true);
            confirm.mutate({ code: registrationCode, email: registration.data.email, password, full_name: asksName ? fullName.trim() : undefined });
          }}
        />
      </Stack>
    </AuthLayout>
  );
}
