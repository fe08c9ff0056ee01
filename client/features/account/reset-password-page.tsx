import { Alert, Skeleton, Stack } from '@mantine/core';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { ACCOUNT_LABEL } from '../../../shared/account-labels';
import { ACCOUNT_TEXT } from '../../../shared/account-texts';
import { LABEL } from '../../../shared/labels';
import { ButtonLink } from '../../components/router-links';
import { trpc } from '../../lib/trpc';
import { SetPasswordForm } from './set-password-form';
import { AuthLayout } from './sign-in-page';

const route = getRouteApi('/reset-password/$resetCode');

/**
 * /reset-password/{resetCode}: a new password. An expired, used or altered code says so at once, in
 * one message with a way to a new link, and changes nothing.
 */
export function ResetPasswordPage() {
  const { resetCode } = route.useParams();
  const reset = trpc.recovery.resetPassword.useMutation();
  const status = trpc.recovery.resetCodeStatus.useQuery({ code: resetCode }, { retry: false, staleTime: Infinity });
  const spent = status.data?.usable === false || status.error?.data?.httpStatus === 400 || reset.error?.data?.httpStatus === 400;

  if (reset.isSuccess) return <Outcome done text={ACCOUNT_TEXT.passwordSet} to="/signin" action={LABEL.signIn} />;
  if (spent) return <Outcome text={ACCOUNT_TEXT.resetCodeUnusable} to="/forgot-password" action={ACCOUNT_LABEL.requestNewLink} />;
  if (status.isPending) {
    return (
      <AuthLayout title={ACCOUNT_LABEL.setPasswordTitle}>
        <Skeleton height={160} radius="md" aria-busy />
      </AuthLayout>
    );
  }

  const error = reset.isError && ACCOUNT_TEXT.resetPasswordFailed;
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

/** How a reset ended (`done`: the password is set) or why it cannot start, and where to go next. */
function Outcome({ done = false, text, to, action }: { done?: boolean; text: string; to: '/signin' | '/forgot-password'; action: string }) {
  return (
    <AuthLayout title={ACCOUNT_LABEL.setPasswordTitle}>
      <Stack gap="md">
        <Alert
          color={done ? 'teal' : 'red'}
          variant="light"
          icon={done ? <IconCircleCheck size={18} /> : <IconLinkOff size={18} />}
          role={done ? 'status' : 'alert'}
        >
          {text}
        </Alert>
        <ButtonLink to={to} fullWidth>
          {action}
        </ButtonLink>
      </Stack>
    </AuthLayout>
  );
}
