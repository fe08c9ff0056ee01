import { ActionIcon, Badge, Table, Text, UnstyledButton } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { ADD_TALENT_LABEL } from '../../../shared/talent-add-texts';
import { PLATFORM_NAMES, type AddedSocial } from './add-talent-state';

/** The socials of the talent being added: platform, handle, the primary marker (click to move it), remove. */
export function SocialsTable({ socials, onPrimary, onRemove }: { socials: AddedSocial[]; onPrimary: (i: number) => void; onRemove: (i: number) => void }) {
  if (!socials.length) return <Text c="dimmed">{ADD_TALENT_LABEL.emptySocials}</Text>;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{ADD_TALENT_LABEL.platform}</Table.Th>
            <Table.Th>{ADD_TALENT_LABEL.handle}</Table.Th>
            <Table.Th>{ADD_TALENT_LABEL.primary}</Table.Th>
            <Table.Th aria-label={ADD_TALENT_LABEL.remove} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {socials.map((social, i) => (
            <Table.Tr key={`${social.platform}:${social.handle}`}>
              <Table.Td>{PLATFORM_NAMES[social.platform]}</Table.Td>
              <Table.Td>@{social.handle}</Table.Td>
              <Table.Td>
                <UnstyledButton onClick={() => onPrimary(i)} aria-label={`Make @${social.handle} primary`} aria-pressed={social.primary}>
                  <Badge variant={social.primary ? 'filled' : 'outline'} color={social.primary ? 'teal' : 'gray'}>
                    {social.primary ? ADD_TALENT_LABEL.primary : '—'}
                  </Badge>
                </UnstyledButton>
              </Table.Td>
              <Table.Td>
                <ActionIcon variant="subtle" color="red" onClick={() => onRemove(i)} aria-label={`${ADD_TALENT_LABEL.remove} @${social.handle}`}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
