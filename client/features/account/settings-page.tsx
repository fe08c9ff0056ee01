import { Divider, Stack, Title } from '@mantine/core';
import { API_KEY_LABEL, TEAM_LABEL } from '../../../shared/account-labels';
import { LABEL } from '../../../shared/labels';
import { SettingsSection } from '../../components/settings-section';
import { ApiKeys } from '../teams/api-keys';
import { WebhooksSettings } from '../webhooks/webhooks-settings';
import { WEBHOOK_TEXT } from '../../../shared/webhook-constants';
import { ManageOrganization } from '../teams/manage-organization';
import { AdminOrganizationSelect, SelectOrganization } from '../teams/select-organization';
import { ActAsForm } from './act-as';
import { ChangePasswordForm } from './change-password-form';
import { PersonalDetailsForm } from './personal-details-form';
import { useSignedInUser } from './use-signed-in-user';

/** Spec §2.7 Settings (/configure): Personal Details, Change Password, Manage Organization, Select Organization, the admin's organisation select. */
export function SettingsPage() {
  const user = useSignedInUser();
  return (
    <Stack gap="xl">
      <Title order={1}>{LABEL.settings}</Title>
      <SettingsSection title={LABEL.personalDetails} description={LABEL.personalDetailsHint}>
        <PersonalDetailsForm user={user} />
      </SettingsSection>
      <Divider />
      <SettingsSection title={LABEL.changePassword} description={LABEL.changePasswordHint}>
        <ChangePasswordForm />
      </SettingsSection>
      {user.teams.length > 1 && (
        <>
          <Divider />
          <SettingsSection title={TEAM_LABEL.selectOrganization} description={TEAM_LABEL.selectOrganizationHint}>
            <SelectOrganization user={user} />
          </SettingsSection>
        </>
      )}
      {user.is_admin && (
        <>
          <Divider />
          <SettingsSection title={TEAM_LABEL.adminOrganization} description={TEAM_LABEL.adminOrganizationHint}>
            <AdminOrganizationSelect user={user} />
          </SettingsSection>
        </>
      )}
      {user.is_staff && !user.acting_as && (
        <>
          <Divider />
          <SettingsSection title={TEAM_LABEL.actAsUser} description={TEAM_LABEL.actAsUserHint}>
            <ActAsForm />
          </SettingsSection>
        </>
      )}
      {user.team && (user.is_team_admin || user.is_admin) && (
        <>
          <Divider />
          <SettingsSection title={TEAM_LABEL.manageOrganization} description={TEAM_LABEL.manageOrganizationHint}>
            {/* Keyed by team: a switch shows the new team's details, never the old ones. */}
            <ManageOrganization key={user.team.id} myUserId={user.user_id} />
          </SettingsSection>
          <Divider />
          <SettingsSection title={API_KEY_LABEL.title} description={API_KEY_LABEL.hint}>
            <ApiKeys key={user.team.id} />
          </SettingsSection>
          <Divider />
          <SettingsSection title={WEBHOOK_TEXT.title} description={WEBHOOK_TEXT.intro}>
            <WebhooksSettings key={user.team.id} />
          </SettingsSection>
        </>
      )}
    </Stack>
  );
}
