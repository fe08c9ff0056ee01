import { Alert, Button, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { MSG } from '../../../../shared/messages';
import { PUBLIC_LABEL, PUBLIC_MSG } from '../../../../shared/public-texts';
import type { z } from 'zod';
import type { RegisterInterestRequest } from '../../../../shared/schemas/public/public-forms';
import { usePublicPost } from '../fetch/public-api';

/** "Show Interest": name and e-mail required, affiliation optional (POST /api/account-registration). */
export function InterestModal({ opened, onClose, teamId, influencerId }: { opened: boolean; onClose: () => void; teamId?: string; influencerId: number }) {
  const [done, setDone] = useState(false);
  const register = usePublicPost<z.input<typeof RegisterInterestRequest>>('/api/account-registration');
  const form = useForm({
    initialValues: { name: '', email: '', affiliation: '' },
    validate: {
      name: (value) => (value.trim() ? null : MSG.nameRequired),
      email: (value) => (value.trim() ? null : MSG.emailRequired),
    },
  });
  const serverError = register.error ? (register.error.code === 'EMAIL_EXISTS' ? MSG.emailExists : register.error.message) : null;
  const submit = form.onSubmit((values) =>
    register.mutate(
      { name: values.name, email: values.email, affiliation: values.affiliation || null, team_id: teamId, influencer_id: influencerId },
      { onSuccess: () => setDone(true) },
    ),
  );
  return (
    <Modal opened={opened} onClose={onClose} title={PUBLIC_LABEL.interestTitle} centered>
      {done ? (
        <Alert color="teal">{PUBLIC_MSG.interestThanks}</Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput label={PUBLIC_LABEL.name} withAsterisk autoComplete="name" {...form.getInputProps('name')} />
            <TextInput label={PUBLIC_LABEL.email} withAsterisk type="email" autoComplete="email" {...form.getInputProps('email')} />
            <TextInput label={PUBLIC_LABEL.affiliation} autoComplete="organization" {...form.getInputProps('affiliation')} />
            {serverError && (
              <Alert color="red" role="alert">
                {serverError}
              </Alert>
            )}
            <Button type="submit" loading={register.isPending}>
              {PUBLIC_LABEL.submit}
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
