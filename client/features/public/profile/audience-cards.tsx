import { Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PUBLIC_LABEL, PUBLIC_MSG } from '../../../../shared/public-texts';
import type { PublicAccount } from '../../../../shared/schemas/public/public-profile';
import { ageGroupLabel, sharePercent } from '../format';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper p="md" radius="md" withBorder>
      <Title order={3} fz="sm" tt="uppercase" c="dimmed" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Bars({ rows, accent }: { rows: { label: string; percent: number }[]; accent: string | undefined }) {
  return (
    <Stack gap={8}>
      {rows.map((row) => (
        <div key={row.label}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">{row.label}</Text>
            <Text size="sm" fw={600}>
              {row.percent.toFixed(1)}%
            </Text>
          </Group>
          <Progress value={row.percent} color={accent} size="sm" aria-label={`${row.label} ${row.percent.toFixed(1)}%`} />
        </div>
      ))}
    </Stack>
  );
}

/** Gender, age, top countries and cities (and interests on Instagram) of one account's audience. */
export function AudienceCards({ account, accent }: { account: PublicAccount; accent: string | undefined }) {
  const hasAny = account.audience_gender || account.audience_ages || account.audience_countries || account.audience_cities;
  if (!hasAny) return <Text c="dimmed">{PUBLIC_MSG.detailedAudienceNotAvailableForAccount}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Section title={PUBLIC_LABEL.audienceGender}>
        {account.audience_gender ? (
          <Bars
            accent={accent}
            rows={[
              { label: PUBLIC_LABEL.female, percent: account.audience_gender.female },
              { label: PUBLIC_LABEL.male, percent: account.audience_gender.male },
            ]}
          />
        ) : (
          <Text c="dimmed">{PUBLIC_MSG.noDataAvailable}</Text>
        )}
      </Section>
      <Section title={PUBLIC_LABEL.audienceAges}>
        {account.audience_ages ? (
          <Bars accent={accent} rows={account.audience_ages.map((a) => ({ label: ageGroupLabel(a.code), percent: sharePercent(a.weight) }))} />
        ) : (
          <Text c="dimmed">{PUBLIC_MSG.noDataAvailable}</Text>
        )}
      </Section>
      <Section title={PUBLIC_LABEL.topCountries}>
        {account.audience_countries?.length ? (
          <Bars accent={accent} rows={account.audience_countries.map((c) => ({ label: c.name, percent: sharePercent(c.weight) }))} />
        ) : (
          <Text c="dimmed">{PUBLIC_MSG.noDataAvailable}</Text>
        )}
      </Section>
      <Section title={PUBLIC_LABEL.topCities}>
        {account.audience_cities?.length ? (
          <Bars accent={accent} rows={account.audience_cities.map((c) => ({ label: c.name, percent: sharePercent(c.weight) }))} />
        ) : (
          <Text c="dimmed">{PUBLIC_MSG.noCityData}</Text>
        )}
      </Section>
    </SimpleGrid>
  );
}
