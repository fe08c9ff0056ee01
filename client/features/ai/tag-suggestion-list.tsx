import { Alert, Badge, Button, Card, Checkbox, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { AI_TEXT } from '../../../shared/ai-texts';
import type { SuggestedTag } from '../../../shared/schemas/ai';

interface Props {
  state: 'loading' | 'error' | 'idle';
  tags: SuggestedTag[];
  ticked: string[];
  onTick: (next: string[]) => void;
  onApply: () => void;
  applying: boolean;
}

/** Spec §4 tagging assistant states loading / idle / error: suggested tags with their evidence, ticked ones applied together. */
export function TagSuggestionList({ state, tags, ticked, onTick, onApply, applying }: Props) {
  if (state === 'loading') {
    return (
      <Stack gap="sm" aria-busy data-testid="tag-suggestions-loading">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={48} />
        ))}
      </Stack>
    );
  }
  if (state === 'error') {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
        {AI_TEXT.generationFailed}
      </Alert>
    );
  }
  if (!tags.length) return <Text c="dimmed">{AI_TEXT.noTags}</Text>;
  return (
    <Stack gap="sm">
      <Checkbox.Group value={ticked} onChange={onTick}>
        <Stack gap="xs">
          {tags.map((t) => (
            <Card key={t.tag} withBorder padding="sm" radius="md" data-testid="tag-suggestion">
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Checkbox value={t.tag} aria-label={t.tag} mt={2} />
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Badge variant="light" size="lg" style={{ alignSelf: 'flex-start' }}>
                    {t.tag}
                  </Badge>
                  <Text size="sm" c="dimmed">
                    {t.evidence}
                  </Text>
                </Stack>
              </Group>
            </Card>
          ))}
        </Stack>
      </Checkbox.Group>
      <Group justify="flex-end">
        <Button onClick={onApply} disabled={!ticked.length} loading={applying}>
          {AI_TEXT.applyTags}
        </Button>
      </Group>
    </Stack>
  );
}
