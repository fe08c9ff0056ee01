import { Button, Group, Select, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { z } from 'zod';
import { TEAM_LABEL } from '../../../shared/account-labels';
import { teamRoleSchema } from '../../../shared/schemas/account';
import { InviteMemberRequest } from '../../../shared/schemas/teams';
import { trpc } from '../../lib/trpc';
import { showError, showSuccess } from '../../lib/toasts';

const roleOptions = teamRoleSchema.options.map((role) => ({ value: role, label: TEAM_LABEL.roles[role] }));

export function InviteMemberForm() {
  const utils = trpc.useUtils();
  const form = useForm<z.input<typeof InviteMemberRequest>>({
    mode: 'uncontrolled',
    initialValues: { email: '', role: 'member' },
    validate: schemaResolver(InviteMemberRequest, { sync: true }),
  });
  const invite = trpc.teams.invite.useMutation({
    onSuccess: () => {
      form.reset();
      showSuccess(TEAM_LABEL.invitationSent);
      void utils.teams.members.invalidate();
    },
    onError: (error) => showError(error.message),
  });
  return (
    <form onSubmit={form.onSubmit((values) => invite.mutate(values))} noValidate aria-label={TEAM_LABEL.inviteMember}>
      <Group align="flex-end" gap="sm">
        <TextInput label={TEAM_LABEL.inviteEmail} type="email" style={{ flex: '1 1 220px' }} key={form.key('email')} {...form.getInputProps('email')} />
        <Select label={TEAM_LABEL.role} data={roleOptions} allowDeselect={false} w={140} key={form.key('role')} {...form.getInputProps('role')} />
        <Button type="submit" loading={invite.isPending}>
          {TEAM_LABEL.sendInvitation}
        </Button>
      </Group>
    </form>
  );
}
