import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import type { z } from 'zod';
import { ACCOUNT_LABEL } from '../../../shared/account-labels';
import { ACCOUNT_TEXT } from '../../../shared/account-texts';
import { LABEL } from '../../../shared/labels';
import { ForgotPasswordRequest } from '../../../shared/schemas/account-recovery';
import { AnchorLink } from '../../components/router-links';
import { trpc } from '../../lib/trpc';
import { AuthLayout } from './sign-in-page';

/** Spec §2.7 Reset Password: an e-mail field and "Send Reset Link". */
export function ForgotPasswordPage() {
  const form = useForm<z.infer<typeof ForgotPasswordRequest>>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: schemaResolver(ForgotPasswordRequest, { sync: true }),
  });
  const send = trpc.recovery.forgotPassword.useMutation();

  return (
    <AuthLayout title={ACCOUNT_LABEL.resetPasswordTitle} subtitle={ACCOUNT_LABEL.resetPasswordSubtitle}>
      <form onSubmit={form.onSubmit((values) => send.mutate(values))} noValidate>
        <Stack gap="md">
          <TextInput
            label={LABEL.email}
            type="email"
            autoComplete="username"
            inputMode="email"
            autoFocus
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          {send.isSuccess && (
            <Alert color="teal" variant="light" icon={<IconMailCheck size={18} />} role="status">
              {ACCOUNT_TEXT.resetLinkSent}
            </Alert>
          )}
          {send.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {ACCOUNT_TEXT.forgotPasswordFailed}
            </Alert>
          )}
          <Button type="submit" fullWidth loading={send.isPending}>
            {ACCOUNT_LABEL.sendResetLink}
          </Button>
          <AnchorLink to="/signin" size="sm" ta="center">
            {ACCOUNT_LABEL.backToSignIn}
          </AnchorLink>
        </Stack>
      </form>
    </AuthLayout>
  );
}
