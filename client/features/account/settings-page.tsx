import { Divider, Stack, Title } from '@mantine/core';
import { LABEL } from '../../../shared/labels';
import { SettingsSection } from '../../components/settings-section';
import { ChangePasswordForm } from './change-password-form';
import { PersonalDetailsForm } from './personal-details-form';
import { useSignedInUser } from './use-signed-in-user';

/** Spec §2.7 Settings (/configure): Personal Details and Change Password. */
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
    </Stack>
  );
}
