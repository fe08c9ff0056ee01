import { Select, Skeleton } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { TEAM_LABEL } from '../../../shared/account-labels';
import { MSG } from '../../../shared/messages';
import type { UserConfiguration } from '../../../shared/schemas/account';
import { queryClient, trpc } from '../../lib/trpc';
import { showError } from '../../lib/toasts';
import { rememberUser } from '../account/session-cache';

/** After the team changes every cached answer belongs to the old team: drop them, keep the new user. */
function useTeamChanged() {
  const router = useRouter();
  return async (user: UserConfiguration) => {
    queryClient.removeQueries();
    rememberUser(user);
    await router.invalidate();
  };
}

/** Spec §2.7 Select Organization: a user with several teams switches (switch-team); other tabs follow. */
export function SelectOrganization({ user }: { user: UserConfiguration }) {
  const changed = useTeamChanged();
  const change = trpc.teams.switchTeam.useMutation({ onSuccess: changed, onError: (error) => showError(error.message) });
  return (
    <Select
      label={TEAM_LABEL.organization}
      data={user.teams.map((team) => ({ value: team.id, label: team.team_name }))}
      value={user.selectedTeamId}
      allowDeselect={false}
      disabled={change.isPending}
      onChange={(team_id) => team_id && team_id !== user.selectedTeamId && change.mutate({ team_id })}
    />
  );
}

/** Site admins pick any organisation (admin/teams, admin/settings). */
export function AdminOrganizationSelect({ user }: { user: UserConfiguration }) {
  const changed = useTeamChanged();
  const teams = trpc.teams.adminTeams.useQuery();
  const pick = trpc.teams.adminPickTeam.useMutation({ onSuccess: changed, onError: (error) => showError(error.message) });
  if (teams.isPending) return <Skeleton height={60} role="status" aria-label={MSG.loading} />;
  return (
    <Select
      label={TEAM_LABEL.adminOrganization}
      data={(teams.data?.teams ?? []).map((team) => ({ value: team.id, label: team.team_name }))}
      value={user.selectedTeamId}
      searchable
      allowDeselect={false}
      disabled={pick.isPending}
      nothingFoundMessage="No organization matches"
      onChange={(team_id) => team_id && team_id !== user.selectedTeamId && pick.mutate({ team_id })}
    />
  );
}
