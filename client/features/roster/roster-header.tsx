import { Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconPlus, IconSparkles, IconTags } from '@tabler/icons-react';
import { TALENT_LABEL } from '../../../shared/talent-texts';
import { ButtonLink } from '../../components/router-links';
import { CopyLinkButton } from '../collections/copy-link-button';
import { formatCount } from '../public/format';
import { talentLinks } from './talent-links';

/** Title, header links (public roster link, Add Talent, Tags, Tagging Assistant) and the team totals. */
export function RosterHeader({ teamId, creators, reach, actions }: { teamId: string | null; creators?: number; reach?: number; actions?: React.ReactNode }) {
  return (
    <>
      <Group justify="space-between" align="flex-start">
        <Title order={1}>Talent Roster</Title>
        <Group gap="xs">
          {teamId && (
            <Group gap={4}>
              <Text size="sm" c="dimmed">
                {TALENT_LABEL.publicRosterLink}
              </Text>
              <CopyLinkButton url={talentLinks.publicRoster(teamId)} label="Copy public roster link" />
            </Group>
          )}
          <ButtonLink to="/add-talent" variant="light" leftSection={<IconPlus size={16} />}>
            {TALENT_LABEL.addTalent}
          </ButtonLink>
          {/* /tagging-assistant is built by another issue: a plain link until its route exists. */}
          <ButtonLink to="/influencers/tags" variant="light" leftSection={<IconTags size={16} />}>
            {TALENT_LABEL.tags}
          </ButtonLink>
          <ButtonLink to="/tagging-assistant" variant="light" leftSection={<IconSparkles size={16} />}>
            {TALENT_LABEL.taggingAssistant}
          </ButtonLink>
          {actions}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Paper withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed">
            {TALENT_LABEL.noOfCreators}
          </Text>
          <Text fw={700} size="xl" data-testid="team-creators">
            {creators === undefined ? '…' : creators.toLocaleString()}
          </Text>
        </Paper>
        <Paper withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed">
            {TALENT_LABEL.totalReach}
          </Text>
          <Text fw={700} size="xl" data-testid="team-reach">
            {reach === undefined ? '…' : formatCount(reach)}
          </Text>
        </Paper>
      </SimpleGrid>
    </>
  );
}
