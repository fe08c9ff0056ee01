import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { LABEL } from '../../../shared/labels';
import { LIMIT } from '../../../shared/limits';
import { MSG } from '../../../shared/messages';
import { ChangePasswordFormSchema, type ChangePasswordFormValues } from '../../../shared/schemas/account';
import { trpc } from '../../lib/trpc';
import { showSuccess } from '../../lib/toasts';

/**
 * Spec §5: a mismatch sends nothing; a new password under 6 characters shows
 * "Choose a longer password" and is sent all the same (the server refuses it).
 */
export function ChangePasswordForm() {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ChangePasswordFormValues>({
    mode: 'uncontrolled',
    initialValues: { old_password: '', new_password: '', confirm_password: '' },
    validate: schemaResolver(ChangePasswordFormSchema, { sync: true }),
  });

  const change = trpc.account.changePassword.useMutation({
    onSuccess: () => {
      form.reset();
      showSuccess(MSG.passwordChanged);
    },
  });

  const submit = ({ old_password, new_password }: ChangePasswordFormValues) => {
    setServerError(null);
    const tooShort = new_password.length < LIMIT.passwordMinLength;
    if (tooShort) form.setFieldError('new_password', MSG.passwordTooShort);
    change.mutate(
      { old_password, new_password },
      // The short-password refusal is already said beside the field.
      { onError: (error) => !tooShort && setServerError(error.message) },
    );
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <PasswordInput label={LABEL.currentPassword} autoComplete="current-password" key={form.key('old_password')} {...form.getInputProps('old_password')} />
        <PasswordInput label={LABEL.newPassword} autoComplete="new-password" key={form.key('new_password')} {...form.getInputProps('new_password')} />
        <PasswordInput
          label={LABEL.confirmNewPassword}
          autoComplete="new-password"
          key={form.key('confirm_password')}
          {...form.getInputProps('confirm_password')}
        />
        {serverError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {serverError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {LABEL.changePassword}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
