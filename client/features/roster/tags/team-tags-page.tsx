import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { TALENT_MSG } from '../../../../shared/talent-texts';
import { ListCard } from '../../../components/list-card';
import { AnchorLink } from '../../../components/router-links';
import { trpc } from '../../../lib/trpc';
import { useSignedInUser } from '../../account/use-signed-in-user';
import { TagActions } from './tag-actions';

/** Spec §2.3 /influencers/tags: all tags, used tags, and which creators carry each (with rename and delete beyond the spec). */
export function TeamTagsPage() {
  const tags = trpc.roster.teamTags.useQuery();
  const user = useSignedInUser();
  const teamId = user.selectedTeamId ?? user.primary_team_id ?? '';
  const data = tags.data;
  const used = data ? Object.keys(data.tagged_influencers) : [];
  const master = new Set(data?.master_tags ?? []);
  return (
    <Stack gap="lg">
      <Title order={1}>Tags</Title>
      <Title order={2} size="h4">
        Used tags
      </Title>
      <ListCard loading={tags.isPending} empty={used.length === 0} emptyText={TALENT_MSG.noTags}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Tag</Table.Th>
              <Table.Th>Talent</Table.Th>
              <Table.Th w={100} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {used.map((tag) => (
              <Table.Tr key={tag}>
                <Table.Td>
                  <Text fw={500}>
                    {tag}
                    {!master.has(tag) && <span title="Custom tag">*</span>}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    {data!.tagged_influencers[tag].map((id) => (
                      <AnchorLink key={id} size="sm" to="/influencers/profile/$influencerId/$teamId" params={{ influencerId: String(id), teamId }}>
                        {data!.influencer_names[String(id)]}
                      </AnchorLink>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <TagActions tag={tag} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ListCard>
      <Title order={2} size="h4">
        All tags
      </Title>
      <Card withBorder radius="md">
        {tags.isPending ? (
          <Text c="dimmed">Loading...</Text>
        ) : (
          <Group gap={6}>
            {data!.tags.map((tag) => (
              <Badge key={tag} variant={used.includes(tag) ? 'filled' : 'light'}>
                {tag}
                {!master.has(tag) && '*'}
              </Badge>
            ))}
          </Group>
        )}
      </Card>
    </Stack>
  );
}
