import { Anchor, Group, Modal, Stack, Text } from '@mantine/core';
import { IconMail, IconPhone, IconWorld } from '@tabler/icons-react';
import { PUBLIC_LABEL } from '../../../shared/public-texts';
import type { PublicTeam } from '../../../shared/schemas/public/public-cards';

/** The team's published ways to reach it. */
export function ContactModal({ team, opened, onClose }: { team: PublicTeam; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={`${PUBLIC_LABEL.contactTitle} ${team.name}`} centered>
      <Stack gap="sm">
        {team.bio && <Text size="sm">{team.bio}</Text>}
        {team.contact_email && (
          <Group gap="xs">
            <IconMail size={18} aria-hidden />
            <Anchor href={`mailto:${team.contact_email}`}>{team.contact_email}</Anchor>
          </Group>
        )}
        {team.phone && (
          <Group gap="xs">
            <IconPhone size={18} aria-hidden />
            <Anchor href={`tel:${team.phone}`}>{team.phone}</Anchor>
          </Group>
        )}
        {team.homepage && (
          <Group gap="xs">
            <IconWorld size={18} aria-hidden />
            <Anchor href={team.homepage} target="_blank" rel="noopener noreferrer">
              {team.homepage}
            </Anchor>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
