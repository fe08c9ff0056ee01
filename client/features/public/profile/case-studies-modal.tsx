import { Anchor, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { PUBLIC_LABEL } from '../../../../shared/public-texts';
import type { PublicProfileResponse } from '../../../../shared/schemas/public/public-profile';

type CaseStudy = PublicProfileResponse['influencer']['case_studies'][number];

const host = (url: string) => {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
};

/** The creator's case studies: title, description and a link to each. */
export function CaseStudiesModal({ studies, opened, onClose }: { studies: CaseStudy[]; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={PUBLIC_LABEL.caseStudies} centered size="lg" closeButtonProps={{ 'aria-label': PUBLIC_LABEL.close }}>
      <Stack gap="sm">
        {studies.map((study) => (
          <Paper key={study.url} p="md" radius="md" withBorder component="article">
            <Stack gap={6}>
              <Title order={3} fz="md">
                {study.title}
              </Title>
              {study.description && (
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {study.description}
                </Text>
              )}
              <Anchor href={study.url} target="_blank" rel="noopener noreferrer" size="sm" aria-label={`${PUBLIC_LABEL.openCaseStudy}: ${study.title}`}>
                <Group gap={4} wrap="nowrap" component="span">
                  {PUBLIC_LABEL.openCaseStudy} ({host(study.url)})
                  <IconExternalLink size={14} aria-hidden />
                </Group>
              </Anchor>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Modal>
  );
}
