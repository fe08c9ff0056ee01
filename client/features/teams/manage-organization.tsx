import { Divider, Stack, Title } from '@mantine/core';
import { TEAM_LABEL, TEAM_OPTIONS_LABEL } from '../../../shared/account-labels';
import { ContactInfoForm } from './contact-info-form';
import { MembersList } from './members-list';
import { TeamOptionsForm } from './team-options-form';

/** Spec §2.7 Manage Organization (team admins): contact info, members and the public pages' design. */
export function ManageOrganization({ myUserId }: { myUserId: number }) {
  return (
    <Stack gap="lg">
      <Title order={3} fz="md">
        {TEAM_LABEL.contactInfo}
      </Title>
      <ContactInfoForm />
      <Divider />
      <MembersList myUserId={myUserId} />
      <Divider />
      <Title order={3} fz="md">
        {TEAM_OPTIONS_LABEL.title}
      </Title>
      <TeamOptionsForm />
    </Stack>
  );
}
