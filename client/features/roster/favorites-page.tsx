import { Avatar, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ROSTER_LIMIT, TALENT_MSG } from '../../../shared/talent-texts';
import { ListCard } from '../../components/list-card';
import { AnchorLink } from '../../components/router-links';
import { trpc } from '../../lib/trpc';
import { useSignedInUser } from '../account/use-signed-in-user';
import { formatCount } from '../public/format';
import { PlatformIcon } from '../public/platform-icon';

const route = getRouteApi('/_signed-in/favorites');

/** Spec §2.7 Favorites: the user's favourite creators, 50 a page, page in the query. */
export function FavoritesPage() {
  const { page } = route.useSearch();
  const navigate = route.useNavigate();
  const user = useSignedInUser();
  const teamId = user.selectedTeamId ?? user.primary_team_id ?? '';
  const favorites = trpc.roster.favorites.useQuery({ page }, { placeholderData: keepPreviousData });
  const pages = Math.max(1, Math.ceil((favorites.data?.total ?? 0) / ROSTER_LIMIT.favoritesPage));
  return (
    <Stack gap="lg">
      <Title order={1}>Favorites</Title>
      <ListCard loading={favorites.isPending} empty={!favorites.data?.influencers.length} emptyText={TALENT_MSG.noFavorites}>
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Followers</Table.Th>
                <Table.Th>Socials</Table.Th>
                <Table.Th>Tags</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {favorites.data?.influencers.map((creator) => (
                <Table.Tr key={creator.id} data-testid="favorite">
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Avatar src={creator.picture_url} alt="" radius="xl" name={creator.fullname} />
                      <AnchorLink to="/influencers/profile/$influencerId/$teamId" params={{ influencerId: String(creator.id), teamId }}>
                        {creator.fullname}
                      </AnchorLink>
                    </Group>
                  </Table.Td>
                  <Table.Td>{formatCount(creator.followers)}</Table.Td>
                  <Table.Td>
                    <Group gap={6}>
                      {creator.socials.map((s) => (
                        <PlatformIcon key={`${s.platform}-${s.handle}`} platform={s.platform} />
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {creator.tags.slice(0, ROSTER_LIMIT.tagsShownInLists).join(', ')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListCard>
      {pages > 1 && <Pagination total={pages} value={page} onChange={(next) => void navigate({ search: { page: next } })} />}
    </Stack>
  );
}
