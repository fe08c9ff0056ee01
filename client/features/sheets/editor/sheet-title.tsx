import { ActionIcon, Button, Group, TextInput, Title, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { MSG } from '../../../../shared/messages';
import { SHEET_LABEL as L } from '../../../../shared/sheet-labels';

/** Spec §2.5: the title, edited inline ("Edit Title"); saved with the sheet. */
export function SheetTitle({ title, required, onChange }: { title: string; required: boolean; onChange: (title: string) => void }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(title);
  const [error, setError] = useState<string | null>(null);
  if (!editing) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Title order={1} size="h2" lineClamp={2}>
          {title}
        </Title>
        <Tooltip label={L.editTitle} withArrow>
          <ActionIcon
            variant="subtle"
            aria-label={L.editTitle}
            onClick={() => {
              setDraft(title);
              setEditing(true);
            }}
          >
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (required && !draft.trim()) return setError(MSG.sheetTitleRequired);
        onChange(draft.trim());
        setEditing(false);
      }}
    >
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          aria-label={L.sheetName}
          value={draft}
          error={error}
          onChange={(e) => {
            setDraft(e.currentTarget.value);
            setError(null);
          }}
          autoFocus
          w={{ base: '100%', sm: 420 }}
        />
        <Button type="submit">{L.saveTitle}</Button>
      </Group>
    </form>
  );
}
