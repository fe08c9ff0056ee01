import { Alert, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { ACCOUNT_LABEL } from '../../../shared/account-labels';
import { ACCOUNT_TEXT } from '../../../shared/account-texts';
import { LABEL } from '../../../shared/labels';
import { AnchorLink, ButtonLink } from '../../components/router-links';
import { trpc } from '../../lib/trpc';
import { SetPasswordForm } from './set-password-form';
import { AuthLayout } from './sign-in-page';

const route = getRouteApi('/reset-password/$resetCode');

/** /reset-password/{resetCode}: a new password; an expired, used or altered code says so and changes nothing. */
export function ResetPasswordPage() {
  const { resetCode } = route.useParams();
  const reset = trpc.recovery.resetPassword.useMutation();

  if (reset.isSuccess) {
    return (
      <AuthLayout title={ACCOUNT_LABEL.setPasswordTitle}>
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            {ACCOUNT_TEXT.passwordSet}
          </Alert>
          <ButtonLink to="/signin" fullWidth>
            {LABEL.signIn}
          </ButtonLink>
        </Stack>
      </AuthLayout>
    );
  }

  const error = reset.isError && (
    <Stack gap={6}>
      {ACCOUNT_TEXT.resetPasswordFailed}
      <span>{ACCOUNT_TEXT.resetCodeUnusable}</span>
      <AnchorLink to="/forgot-password" size="sm">
        {ACCOUNT_LABEL.requestNewLink}
      </AnchorLink>
    </Stack>
  );
  return (
    <AuthLayout title={ACCOUNT_LABEL.setPasswordTitle} subtitle={ACCOUNT_LABEL.setPasswordSubtitle}>
      <SetPasswordForm
        submitLabel={ACCOUNT_LABEL.setPassword}
        pending={reset.isPending}
        error={error}
        onSubmit={(new_password) => reset.mutate({ code: resetCode, new_password })}
      />
    </AuthLayout>
  );
}
