import { Box, Button, Container, Group, Image, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, Suspense } from 'react';
import { PUBLIC_LABEL } from '../../../shared/public-texts';
import type { PublicTeam, PublicTeamSettings } from '../../../shared/schemas/public/public-cards';
import { lazyPart } from '../../lib/lazy-part';

// Loaded when Contact is pressed.
const ContactModal = lazyPart('contact-modal', () => import('./contact-modal').then((m) => m.ContactModal));

const hasContact = (team: PublicTeam) => Boolean(team.contact_email || team.phone || team.homepage);

/** The team's logo and name, with a Contact button only when the team published a way to reach it. */
export function TeamHeader({ team, settings, actions }: { team: PublicTeam; settings: PublicTeamSettings; actions?: ReactNode }) {
  const [open, { open: show, close }] = useDisclosure(false);
  const dark = settings.displayDarkMode;
  return (
    <Box
      component="header"
      py="sm"
      style={{ borderBottom: `1px solid ${dark ? '#2c2e33' : 'rgba(0,0,0,0.08)'}`, background: dark ? '#1a1b1e' : 'rgba(255,255,255,0.85)' }}
    >
      <Container size="xl">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            {team.image_url ? (
              <Image
                src={team.image_url}
                alt={team.name}
                h={40}
                w="auto"
                maw={160}
                fit="contain"
                style={{ filter: settings.displayDarkLogo && dark ? 'invert(1)' : undefined }}
              />
            ) : (
              // Two lines on a phone, so a long team name is not cut short beside the header's buttons.
              <Title order={2} fz={{ base: 'md', sm: 'lg' }} lh={1.25} lineClamp={2} c={dark ? 'gray.1' : undefined} style={{ overflowWrap: 'anywhere' }}>
                {team.name}
              </Title>
            )}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {actions}
            {hasContact(team) && (
              <Button variant="default" size="sm" onClick={show}>
                {PUBLIC_LABEL.contact}
              </Button>
            )}
          </Group>
        </Group>
      </Container>
      {open && (
        <Suspense fallback={null}>
          <ContactModal team={team} opened onClose={close} />
        </Suspense>
      )}
    </Box>
  );
}
