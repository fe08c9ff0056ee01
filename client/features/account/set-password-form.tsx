import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ACCOUNT_LABEL } from '../../../shared/account-labels';
import { SetPasswordFormSchema, type SetPasswordFormValues } from '../../../shared/schemas/account-recovery';

/** A new password twice (spec §5: "Passwords do not match", "Choose a longer password"), for reset and confirmation. */
/** `ready: false` keeps the button disabled until what the submission needs has loaded. */
export function SetPasswordForm(props: {
  submitLabel: string;
  pending: boolean;
  ready?: boolean;
  error: ReactNode;
  onSubmit: (password: string) => void;
  /** Fields asked before the password (the invited member's name). */
  before?: ReactNode;
}) {
  const form = useForm<SetPasswordFormValues>({
    mode: 'uncontrolled',
    initialValues: { password: '', confirm_password: '' },
    validate: schemaResolver(SetPasswordFormSchema, { sync: true }),
  });
  return (
    <form onSubmit={form.onSubmit(({ password }) => props.onSubmit(password))} noValidate>
      <Stack gap="md">
        {props.before}
        <PasswordInput
          label={ACCOUNT_LABEL.password}
          autoComplete="new-password"
          autoFocus={!props.before}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={ACCOUNT_LABEL.confirmPassword}
          autoComplete="new-password"
          key={form.key('confirm_password')}
          {...form.getInputProps('confirm_password')}
        />
        {props.error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {props.error}
          </Alert>
        )}
        <Button type="submit" fullWidth loading={props.pending} disabled={props.ready === false}>
          {props.submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
