import { Button } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { AI_TEXT } from '../../../shared/ai-texts';
import { useCampaignAssistant } from './campaign-context';

/** Spec §2.5 "Suggest" on a creator's note: writes a special note for the sheet's campaign. */
export function SuggestNoteButton({ influencerId, name, onNote }: { influencerId: number; name: string; onNote: (note: string) => void }) {
  const assistant = useCampaignAssistant();
  if (!assistant) return null;
  return (
    <Button
      variant="subtle"
      size="compact-xs"
      leftSection={<IconSparkles size={12} />}
      loading={assistant.suggesting === influencerId}
      onClick={() => assistant.suggestNote(influencerId, onNote)}
      aria-label={`${AI_TEXT.suggest}: ${name}`}
    >
      {AI_TEXT.suggest}
    </Button>
  );
}
