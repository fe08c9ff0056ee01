import { Box, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PublicTeam, PublicTeamSettings } from '../../../shared/schemas/public/public-cards';
import { DemoDataBar } from '../../components/demo-data-mark';
import { TeamHeader } from './team-header';
import { teamStyle } from './team-style';

/** A public page in the team's colours: the team header, then the content. */
export function PublicShell({
  team,
  settings,
  demoData,
  children,
  actions,
}: {
  team: PublicTeam;
  settings: PublicTeamSettings;
  demoData: boolean;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const look = teamStyle(settings);
  return (
    <Box style={{ ...look.page, ...readableDimmed(look.dark) }} data-mantine-color-scheme={look.dark ? 'dark' : 'light'}>
      {demoData && <DemoDataBar />}
      <TeamHeader team={team} settings={settings} actions={actions} />
      <Container size="xl" component="main" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'xl' }}>
        {children}
      </Container>
    </Box>
  );
}

/** Secondary text dark enough (WCAG AA) on the team's tinted backgrounds. */
export const readableDimmed = (dark: boolean) => ({ '--mantine-color-dimmed': dark ? '#c1c2c5' : '#495057' }) as React.CSSProperties;
