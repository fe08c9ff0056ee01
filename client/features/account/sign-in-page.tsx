import { Box, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LABEL } from '../../../shared/labels';
import { BrandLogo } from '../../components/brand-logo';
import { SignInForm } from './sign-in-form';

const signInRoute = getRouteApi('/signin');

export function SignInPage() {
  const { redirect } = signInRoute.useSearch();
  return (
    <AuthLayout title={LABEL.signInTitle} subtitle={LABEL.signInSubtitle}>
      <SignInForm redirectTo={redirect} />
    </AuthLayout>
  );
}

/** The signed-out pages' frame: the brand half on wide screens, the form in a card. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0} mih="100dvh">
      <BrandPanel />
      <Stack justify="center" align="center" px="md" py={{ base: 40, md: 'xl' }}>
        <Box hiddenFrom="md" mb="lg">
          <BrandLogo size={36} />
        </Box>
        <Paper w="100%" maw={420} p={{ base: 'lg', sm: 36 }} shadow="sm">
          <Stack gap={4} mb="xl">
            <Title order={1} fz={26}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Paper>
      </Stack>
    </SimpleGrid>
  );
}

/** The coloured half of the page on wide screens. */
function BrandPanel() {
  return (
    <Stack
      visibleFrom="md"
      justify="space-between"
      p={56}
      style={{
        background:
          'radial-gradient(circle at 20% 0%, var(--mantine-color-brand-4) 0%, transparent 55%), linear-gradient(160deg, var(--mantine-color-brand-7), var(--mantine-color-brand-9))',
      }}
    >
      <BrandLogo size={36} inverted />
      <Stack gap="md" maw={440}>
        <Title order={2} c="white" fz={34} lh={1.2}>
          {LABEL.productTagline}
        </Title>
        <Text c="brand.1" size="lg">
          {LABEL.productPitch}
        </Text>
      </Stack>
      <span />
    </Stack>
  );
}
