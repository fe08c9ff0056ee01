import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { createContext, type ReactNode, useContext, useRef, useState } from 'react';
import { AI_LIMIT, AI_TEXT } from '../../../shared/ai-texts';
import { trpc } from '../../lib/trpc';
import { showError } from '../../lib/toasts';

interface CampaignAssistant {
  description: string;
  setDescription: (text: string) => void;
  /** Spec §2.5 "Suggest": a special note for the creator; with no campaign description the description dialog opens first. */
  suggestNote: (influencerId: number, apply: (note: string) => void) => void;
  suggesting: number | null;
}

const Context = createContext<CampaignAssistant | null>(null);

export const useCampaignAssistant = () => useContext(Context);

export const descriptionError = (text: string) => (text.trim().length < AI_LIMIT.descriptionMinLength ? AI_TEXT.descriptionTooShort : null);

/** The sheet editor's campaign description, shared by the Assistant modal and every "Suggest" on the sheet. */
export function CampaignAssistantProvider({ children }: { children: ReactNode }) {
  const [description, setDescription] = useState('');
  const [dialog, setDialog] = useState<{ draft: string; touched: boolean } | null>(null);
  const [suggesting, setSuggesting] = useState<number | null>(null);
  const pending = useRef<{ influencerId: number; apply: (note: string) => void } | null>(null);
  const note = trpc.ai.specialNoteHelper.useMutation();

  const run = (text: string, influencerId: number, apply: (note: string) => void) => {
    setSuggesting(influencerId);
    note.mutate(
      { influencer_id: influencerId, description: text.trim() },
      {
        onSuccess: (answer) => apply(answer.explanation),
        onError: (error) => showError(error.data?.httpStatus === 400 ? error.message : AI_TEXT.generationFailed),
        onSettled: () => setSuggesting(null),
      },
    );
  };

  const suggestNote = (influencerId: number, apply: (note: string) => void) => {
    if (descriptionError(description)) {
      pending.current = { influencerId, apply };
      setDialog({ draft: description, touched: false });
      return;
    }
    run(description, influencerId, apply);
  };

  const confirm = () => {
    if (!dialog || descriptionError(dialog.draft)) {
      setDialog((d) => d && { ...d, touched: true });
      return;
    }
    setDescription(dialog.draft);
    setDialog(null);
    const request = pending.current;
    pending.current = null;
    if (request) run(dialog.draft, request.influencerId, request.apply);
  };

  return (
    <Context.Provider value={{ description, setDescription, suggestNote, suggesting }}>
      {children}
      <Modal opened={dialog !== null} onClose={() => setDialog(null)} title={AI_TEXT.noteDialogTitle}>
        <Stack>
          <Text size="sm" c="dimmed">
            {AI_TEXT.noteDialogIntro}
          </Text>
          <Textarea
            label={AI_TEXT.campaignDescription}
            placeholder={AI_TEXT.campaignPlaceholder}
            autosize
            minRows={3}
            data-autofocus
            value={dialog?.draft ?? ''}
            onChange={(e) => {
              const draft = e.currentTarget.value;
              setDialog((d) => d && { ...d, draft });
            }}
            error={dialog?.touched ? descriptionError(dialog.draft) : null}
          />
          <Group justify="flex-end">
            <Button onClick={confirm}>{AI_TEXT.useDescription}</Button>
          </Group>
        </Stack>
      </Modal>
    </Context.Provider>
  );
}
