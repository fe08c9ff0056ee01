import { Button, Group, Skeleton, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect } from 'react';
import type { z } from 'zod';
import { TEAM_LABEL } from '../../../shared/account-labels';
import { MSG } from '../../../shared/messages';
import { SaveContactInfoRequest } from '../../../shared/schemas/teams';
import { trpc } from '../../lib/trpc';
import { showError, showSuccess } from '../../lib/toasts';

type ContactInfo = z.infer<typeof SaveContactInfoRequest>;

/** The team's contact info (spec §7.12): every field optional. */
export function ContactInfoForm() {
  const utils = trpc.useUtils();
  const info = trpc.teams.info.useQuery();
  const form = useForm<ContactInfo>({
    mode: 'uncontrolled',
    initialValues: { email: '', phone: '', homepage: '', bio: '' },
    validate: schemaResolver(SaveContactInfoRequest, { sync: true }),
  });
  const { setValues, resetDirty } = form;
  useEffect(() => {
    if (!info.data) return;
    setValues({ email: info.data.contact_email ?? '', phone: info.data.phone_number ?? '', homepage: info.data.homepage ?? '', bio: info.data.bio ?? '' });
    resetDirty();
  }, [info.data, setValues, resetDirty]);
  const save = trpc.teams.saveContactInfo.useMutation({
    onSuccess: (saved) => {
      utils.teams.info.setData(undefined, saved);
      showSuccess(MSG.saved);
    },
    onError: (error) => showError(error.message),
  });

  if (info.isPending) return <Skeleton height={220} role="status" aria-label={MSG.loading} />;
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="sm">
        <TextInput label={TEAM_LABEL.contactEmail} type="email" key={form.key('email')} {...form.getInputProps('email')} />
        <TextInput label={TEAM_LABEL.phone} type="tel" key={form.key('phone')} {...form.getInputProps('phone')} />
        <TextInput label={TEAM_LABEL.homepage} type="url" key={form.key('homepage')} {...form.getInputProps('homepage')} />
        <Textarea label={TEAM_LABEL.bio} autosize minRows={2} maxRows={6} key={form.key('bio')} {...form.getInputProps('bio')} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {TEAM_LABEL.saveContactInfo}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
