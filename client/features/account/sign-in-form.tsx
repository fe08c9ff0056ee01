import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import type { z } from 'zod';
import { ACCOUNT_LABEL } from '../../../shared/account-labels';
import { LABEL } from '../../../shared/labels';
import { AnchorLink } from '../../components/router-links';
import { DURATION } from '../../../shared/limits';
import { MSG } from '../../../shared/messages';
import { SignInRequest } from '../../../shared/schemas/account';
import { localPathOr } from '../../lib/paths';
import { trpc } from '../../lib/trpc';
import { useTimedFlag } from '../../lib/use-timed-flag';
import { rememberSession } from './session-cache';

export function SignInForm({ redirectTo }: { redirectTo: string | undefined }) {
  const router = useRouter();
  const failure = useTimedFlag(DURATION.signInErrorVisible);
  const form = useForm<z.infer<typeof SignInRequest>>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(SignInRequest, { sync: true }),
  });

  const signIn = trpc.account.signIn.useMutation({
    onSuccess: async (session) => {
      failure.lower();
      rememberSession(session);
      await router.navigate({ href: localPathOr(redirectTo, '/'), replace: true });
    },
    // Spec §8: the page says only "Sign-in not successful", whatever the server answered.
    onError: () => failure.raise(),
  });

  return (
    <form onSubmit={form.onSubmit((values) => signIn.mutate(values))} noValidate>
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
        <PasswordInput label={LABEL.password} autoComplete="current-password" key={form.key('password')} {...form.getInputProps('password')} />
        <AnchorLink to="/forgot-password" size="sm" ta="right" mt={-8}>
          {ACCOUNT_LABEL.forgotPassword}
        </AnchorLink>
        {failure.raised && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {MSG.signInFailed}
          </Alert>
        )}
        <Button type="submit" fullWidth mt="xs" loading={signIn.isPending}>
          {LABEL.signIn}
        </Button>
      </Stack>
    </form>
  );
}
