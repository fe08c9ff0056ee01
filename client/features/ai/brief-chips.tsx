import { Badge, CloseButton, Group, Stack, Text } from '@mantine/core';
import { AI_TEXT } from '../../../shared/ai-texts';
import { HARD_CONSTRAINTS, constraintLabel, withoutConstraint, type CampaignBrief } from '../../../shared/campaign-brief';

interface Props {
  brief: CampaignBrief;
  /** The brief with one chip removed. */
  onChange: (brief: CampaignBrief) => void;
  disabled?: boolean;
}

/** The parsed brief as chips: hard constraints first, then topics; removing one asks again with the rest. */
export function BriefChips({ brief, onChange, disabled }: Props) {
  const chips = [
    ...HARD_CONSTRAINTS.flatMap((kind) => {
      const label = constraintLabel(brief, kind);
      return label ? [{ key: kind, label, remove: () => onChange(withoutConstraint(brief, kind)) }] : [];
    }),
    ...brief.topics.map((topic) => ({
      key: `topic-${topic}`,
      label: topic,
      remove: () => onChange({ ...brief, topics: brief.topics.filter((t) => t !== topic) }),
    })),
  ];
  return (
    <Stack gap={4} aria-label={AI_TEXT.briefRead} role="group">
      <Text size="xs" c="dimmed">
        {AI_TEXT.briefRead}: {chips.length ? AI_TEXT.briefReadHint : AI_TEXT.briefNothing}
      </Text>
      <Group gap={6}>
        {chips.map((chip) => (
          <Badge
            key={chip.key}
            size="lg"
            variant="light"
            color="gray"
            tt="none"
            fw={500}
            pr={disabled ? undefined : 2}
            data-testid="brief-chip"
            rightSection={disabled ? null : <CloseButton size="xs" onClick={chip.remove} aria-label={AI_TEXT.removeConstraint(chip.label)} />}
          >
            {chip.label}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}
