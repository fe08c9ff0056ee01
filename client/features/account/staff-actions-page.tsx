import { Badge, Code, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { STAFF_ACTIONS_LABEL } from '../../../shared/account-labels';
import { MSG } from '../../../shared/messages';
import { ROLE_TEXT } from '../../../shared/role-texts';
import type { StaffActionRow } from '../../../shared/schemas/staff-actions';
import { trpc } from '../../lib/trpc';
import { useSignedInUser } from './use-signed-in-user';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const actedAs = (row: StaffActionRow) => row.acting_as_name ?? STAFF_ACTIONS_LABEL.deletedUser;

function Action({ row }: { row: StaffActionRow }) {
  return (
    <>
      <Code>{row.action}</Code>
      {!row.succeeded && (
        <Badge ml="xs" size="sm" color="red" variant="light">
          {STAFF_ACTIONS_LABEL.failed}
        </Badge>
      )}
    </>
  );
}

function Person({ name, email }: { name: string; email: string | null }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="sm" fw={500} truncate>
        {name}
      </Text>
      {email && (
        <Text size="xs" c="dimmed" truncate>
          {email}
        </Text>
      )}
    </Stack>
  );
}

/** Staff only (not in the spec): what staff changed while acting as another user, newest first. */
export function StaffActionsPage() {
  const staff = useSignedInUser().is_staff;
  const list = trpc.actAs.recent.useQuery(undefined, { enabled: staff });
  const rows = list.data?.actions ?? [];

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{STAFF_ACTIONS_LABEL.title}</Title>
        <Text c="dimmed">{STAFF_ACTIONS_LABEL.hint}</Text>
      </Stack>
      {!staff ? (
        <Text c="dimmed">{ROLE_TEXT.staffOnly}</Text>
      ) : list.isPending ? (
        <Stack data-testid="staff-actions-loading" role="status" aria-label={MSG.loading}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={52} radius="md" />
          ))}
        </Stack>
      ) : list.error ? (
        <Text c="red" role="alert">
          {list.error.message}
        </Text>
      ) : rows.length === 0 ? (
        <Paper p="xl">
          <Text c="dimmed" ta="center">
            {STAFF_ACTIONS_LABEL.none}
          </Text>
        </Paper>
      ) : (
        <>
          <Paper visibleFrom="sm" p={0} style={{ overflow: 'hidden' }}>
            <Table verticalSpacing="sm" horizontalSpacing="md" striped aria-label={STAFF_ACTIONS_LABEL.title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{STAFF_ACTIONS_LABEL.staff}</Table.Th>
                  <Table.Th>{STAFF_ACTIONS_LABEL.actingAs}</Table.Th>
                  <Table.Th>{STAFF_ACTIONS_LABEL.action}</Table.Th>
                  <Table.Th>{STAFF_ACTIONS_LABEL.when}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td maw={220}>
                      <Person name={row.staff_name} email={row.staff_email} />
                    </Table.Td>
                    <Table.Td maw={220}>
                      <Person name={actedAs(row)} email={row.acting_as_email} />
                    </Table.Td>
                    <Table.Td>
                      <Action row={row} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {when(row.created_at)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
          <Stack hiddenFrom="sm" gap="sm" role="list" aria-label={STAFF_ACTIONS_LABEL.title}>
            {rows.map((row) => (
              <Paper key={row.id} p="md" role="listitem">
                <Stack gap={6}>
                  <Text size="xs" c="dimmed">
                    {when(row.created_at)}
                  </Text>
                  <div>
                    <Action row={row} />
                  </div>
                  <Text size="sm">
                    <Text span fw={500}>
                      {row.staff_name}
                    </Text>{' '}
                    {STAFF_ACTIONS_LABEL.actingAs.toLowerCase()}{' '}
                    <Text span fw={500}>
                      {actedAs(row)}
                    </Text>
                  </Text>
                </Stack>
              </Paper>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
