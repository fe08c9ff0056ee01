import { Alert, Button, Group, Modal, TextInput } from '@mantine/core';
import { useState } from 'react';
import { DURATION } from '../../../shared/limits';
import { MSG } from '../../../shared/messages';
import { SHEET_LABEL as L } from '../../../shared/sheet-labels';
import { useTimedFlag } from '../../lib/use-timed-flag';

interface Props {
  opened: boolean;
  title: string;
  submitLabel: string;
  busy?: boolean;
  onClose: () => void;
  onSubmit: (name: string) => void;
}

/** Asks for a sheet name; an empty one says "You must provide a Sheet Name" for 1.5 s (spec §5). */
export function SheetNameModal({ opened, title, ...form }: Props) {
  // The form unmounts with the closed modal, so each opening starts empty.
  return (
    <Modal opened={opened} onClose={form.onClose} title={title} centered>
      <SheetNameForm {...form} />
    </Modal>
  );
}

function SheetNameForm({ submitLabel, busy, onClose, onSubmit }: Omit<Props, 'opened' | 'title'>) {
  const [name, setName] = useState('');
  const missing = useTimedFlag(DURATION.duplicateNameMessage);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!name.trim()) missing.raise();
        else onSubmit(name.trim());
      }}
    >
      <TextInput label={L.sheetName} value={name} onChange={(e) => setName(e.currentTarget.value)} data-autofocus />
      {missing.raised && (
        <Alert color="red" mt="sm" role="alert">
          {MSG.sheetNameRequired}
        </Alert>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {L.cancel}
        </Button>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
