import { Text, TextInput, UnstyledButton } from '@mantine/core';
import { useState } from 'react';

/** A click-to-edit cell: shows the value (or its placeholder), becomes an input on click. */
export function CampaignCell({ label, value, placeholder, onChange }: { label: string; value: string; placeholder?: string; onChange: (v: string) => void }) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <TextInput
        size="xs"
        aria-label={label}
        placeholder={placeholder}
        defaultValue={value}
        autoFocus
        onBlur={(e) => {
          onChange(e.currentTarget.value);
          setEditing(false);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.currentTarget.blur();
          if (e.key === 'Escape') setEditing(false);
        }}
      />
    );
  }
  return (
    <UnstyledButton onClick={() => setEditing(true)} aria-label={`${label}: ${value || placeholder || ''}`} w="100%" mih={28}>
      <Text size="sm" c={value ? undefined : 'dimmed'}>
        {value || placeholder || '—'}
      </Text>
    </UnstyledButton>
  );
}
