import { Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { z } from 'zod';
import { LABEL } from '../../../shared/labels';
import { MSG } from '../../../shared/messages';
import { SavePersonalDetailsRequest, type UserConfiguration } from '../../../shared/schemas/account';
import { trpc } from '../../lib/trpc';
import { showError, showSuccess } from '../../lib/toasts';
import { rememberUser } from './session-cache';

type PersonalDetails = z.infer<typeof SavePersonalDetailsRequest>;

export function PersonalDetailsForm({ user }: { user: UserConfiguration }) {
  const form = useForm<PersonalDetails>({
    mode: 'uncontrolled',
    initialValues: { full_name: user.full_name, nickname: user.nickname },
    validate: schemaResolver(SavePersonalDetailsRequest, { sync: true }),
  });

  const save = trpc.account.savePersonalDetails.useMutation({
    onSuccess: (saved) => {
      rememberUser(saved);
      form.setInitialValues({ full_name: saved.full_name, nickname: saved.nickname });
      form.resetDirty();
      showSuccess(MSG.saved);
    },
    onError: (error) => showError(error.message),
  });

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="md">
        <TextInput label={LABEL.email} value={user.email} readOnly variant="filled" />
        <TextInput label={LABEL.fullName} autoComplete="name" key={form.key('full_name')} {...form.getInputProps('full_name')} />
        <TextInput label={LABEL.nickname} autoComplete="nickname" key={form.key('nickname')} {...form.getInputProps('nickname')} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {LABEL.saveDetails}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
