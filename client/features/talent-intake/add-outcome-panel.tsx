import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClock } from '@tabler/icons-react';
import { ADD_TALENT_LABEL, ADD_TALENT_MSG } from '../../../shared/talent-add-texts';
import { ButtonLink } from '../../components/router-links';
import type { AddOutcome } from './added-talent';

/**
 * One message at a time after an Add: the spec's "within an hour" while the request waits, then
 * the creator on the roster (with the way to the profile), or the accounts the data source does not know.
 */
export function AddOutcomePanel({
  name,
  outcome,
  teamId,
  onAddAnother,
}: {
  name: string;
  outcome: AddOutcome | undefined;
  teamId: string;
  onAddAnother: () => void;
}) {
  const notFound = outcome && 'unknownAccounts' in outcome ? outcome.unknownAccounts : null;
  const influencerId = outcome && 'influencerId' in outcome ? outcome.influencerId : null;
  const [icon, title, body] =
    notFound !== null
      ? [<IconAlertTriangle color="var(--mantine-color-orange-7)" />, ADD_TALENT_LABEL.notFound, ADD_TALENT_LABEL.notFoundBody(notFound)]
      : influencerId !== null
        ? [<IconCircleCheck color="var(--mantine-color-teal-6)" />, ADD_TALENT_MSG.talentAddedNotice(name), ADD_TALENT_LABEL.addedBody]
        : [<IconClock color="var(--mantine-color-brand-6)" />, ADD_TALENT_LABEL.submitted, ADD_TALENT_LABEL.submittedBody];
  return (
    <Paper p="xl" role="status">
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          {icon}
          <Title order={2} fz="lg">
            {title}
          </Title>
        </Group>
        <Text>{body}</Text>
        <Group>
          {influencerId !== null && (
            <ButtonLink variant="default" to="/influencers/profile/$influencerId/$teamId" params={{ influencerId: String(influencerId), teamId }}>
              {ADD_TALENT_LABEL.viewProfile}
            </ButtonLink>
          )}
          <Button onClick={onAddAnother}>{ADD_TALENT_LABEL.addAnother}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
