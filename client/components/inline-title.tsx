import { ActionIcon, Button, Group, TextInput, Title, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';

interface Props {
  /** What the heading shows (the title, or a placeholder for an empty one). */
  heading: string;
  title: string;
  labels: { edit: string; input: string; save: string; cancel: string };
  /** The reason a draft cannot be saved, or null. */
  problem?: (draft: string) => string | null;
  pending?: boolean;
  /** Saves the draft: the editor closes once it resolves and stays open when it fails. */
  onSave: (draft: string) => unknown;
}

/** A page's title as its heading with an Edit Title button that turns it into a field (Escape or Cancel leaves it as it was). */
export function InlineTitle({ heading, title, labels, problem = () => null, pending = false, onSave }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setDraft(null);
    setError(null);
  };
  if (draft === null) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Title order={1} size="h2" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {heading}
        </Title>
        <Tooltip label={labels.edit} withArrow>
          <ActionIcon variant="subtle" aria-label={labels.edit} onClick={() => setDraft(title)}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    );
  }
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        const found = problem(draft);
        if (found) return setError(found);
        try {
          await onSave(draft.trim());
          close();
        } catch {
          // The caller shows why; the field stays open with the draft.
        }
      }}
    >
      <Group gap="xs" align="flex-start" wrap="wrap">
        <TextInput
          aria-label={labels.input}
          value={draft}
          error={error}
          onChange={(e) => {
            setDraft(e.currentTarget.value);
            setError(null);
          }}
          onKeyDown={(e) => e.key === 'Escape' && close()}
          autoFocus
          w={{ base: '100%', sm: 420 }}
        />
        <Button type="submit" loading={pending}>
          {labels.save}
        </Button>
        <Button variant="default" onClick={close}>
          {labels.cancel}
        </Button>
      </Group>
    </form>
  );
}
