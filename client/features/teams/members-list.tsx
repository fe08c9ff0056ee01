import { Badge, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { TEAM_LABEL } from '../../../shared/account-labels';
import { MSG } from '../../../shared/messages';
import { teamRoleSchema } from '../../../shared/schemas/account';
import { ConfirmDeleteButton } from '../../components/confirm-delete-button';
import { trpc } from '../../lib/trpc';
import { showError } from '../../lib/toasts';
import { InviteMemberForm } from './invite-member-form';

const roleOptions = teamRoleSchema.options.map((role) => ({ value: role, label: TEAM_LABEL.roles[role] }));

/** Members with their role (changeable), Remove (never the last admin: the server says so), pending invitations, and the invite form. */
export function MembersList({ myUserId }: { myUserId: number }) {
  const utils = trpc.useUtils();
  const list = trpc.teams.members.useQuery();
  const changeRole = trpc.teams.changeRole.useMutation({
    onSuccess: (data) => utils.teams.members.setData(undefined, data),
    onError: (error) => showError(error.message),
  });
  const remove = trpc.teams.removeMember.useMutation({ onError: (error) => showError(error.message) });

  return (
    <Stack gap="md">
      <Title order={3} fz="md">
        {TEAM_LABEL.members}
      </Title>
      {list.isPending && <Skeleton height={120} role="status" aria-label={MSG.loading} />}
      {list.data?.members.length === 0 && <Text c="dimmed">{TEAM_LABEL.noMembers}</Text>}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.data?.members.map((member) => (
          <Group component="li" key={member.id} justify="space-between" wrap="nowrap" gap="sm" aria-label={member.email}>
            <Stack gap={0} miw={0}>
              <Text fw={500} truncate>
                {member.full_name || member.email}
              </Text>
              <Text size="sm" c="dimmed" truncate>
                {member.email}
              </Text>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <Select
                aria-label={`${TEAM_LABEL.role} ${member.email}`}
                data={roleOptions}
                value={member.role}
                allowDeselect={false}
                w={130}
                size="xs"
                onChange={(role) => role && changeRole.mutate({ user_id: member.id, role: teamRoleSchema.parse(role) })}
              />
              <ConfirmDeleteButton
                name={member.email}
                labels={{ delete: TEAM_LABEL.remove, cancel: 'Cancel', confirmTitle: TEAM_LABEL.removeMember }}
                body={<Text>{member.id === myUserId ? 'You will leave the organization.' : member.email}</Text>}
                pending={remove.isPending}
                onConfirm={async () => {
                  await remove.mutateAsync({ user_id: member.id });
                  await utils.teams.members.invalidate();
                }}
              />
            </Group>
          </Group>
        ))}
      </Stack>
      {Boolean(list.data?.invitations.length) && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {TEAM_LABEL.pendingInvitations}
          </Text>
          {list.data?.invitations.map((invitation) => (
            <Group key={invitation.id} gap="xs">
              <Text size="sm">{invitation.email}</Text>
              <Badge variant="light" size="sm">
                {TEAM_LABEL.roles[invitation.role]}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
      <InviteMemberForm />
    </Stack>
  );
}
