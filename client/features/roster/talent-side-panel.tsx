import { Avatar, Badge, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import type { RosterTableRow } from '../../../shared/schemas/roster/table';
import { TALENT_LABEL } from '../../../shared/talent-texts';
import { ButtonLink } from '../../components/router-links';
import { formatCount } from '../public/format';
import { PlatformIcon } from '../public/platform-icon';
import { SafeMarkdown } from '../../components/safe-markdown';

/** The selected creator's summary; opens on selection, closes when cleared (spec §2.3). */
export function TalentSidePanel({ row, teamId, onClose }: { row: RosterTableRow | null; teamId: string; onClose: () => void }) {
  return (
    <Drawer opened={row !== null} onClose={onClose} position="right" size="md" title={row?.fullname}>
      {row && (
        <Stack gap="md">
          <Group wrap="nowrap">
            <Avatar src={row.picture_url} alt="" size={88} radius="md" name={row.fullname} />
            <Stack gap={2}>
              <Title order={3}>{row.fullname}</Title>
              {row.tagline && <Text c="dimmed">{row.tagline}</Text>}
              {(row.city || row.state) && <Text size="sm">{[row.city, row.state].filter(Boolean).join(', ')}</Text>}
            </Stack>
          </Group>
          <Group gap="xs">
            <Text fw={600}>{TALENT_LABEL.totalReach}</Text>
            <Text>{formatCount(row.reach)}</Text>
          </Group>
          <Stack gap={4}>
            {row.socials.map((s) => (
              <Group key={`${s.platform}-${s.handle}`} gap="xs">
                <PlatformIcon platform={s.platform} />
                <Text size="sm">@{s.handle}</Text>
                <Text size="sm" c="dimmed">
                  {formatCount(s.followers)}
                </Text>
              </Group>
            ))}
          </Stack>
          {row.tags.length > 0 && (
            <Group gap={6}>
              {row.tags.map((tag) => (
                <Badge key={tag} variant="light">
                  {tag}
                </Badge>
              ))}
            </Group>
          )}
          {row.description && <SafeMarkdown>{row.description}</SafeMarkdown>}
          <ButtonLink to="/influencers/profile/$influencerId/$teamId" params={{ influencerId: String(row.id), teamId }}>
            {TALENT_LABEL.editProfile}
          </ButtonLink>
        </Stack>
      )}
    </Drawer>
  );
}
