import { Button, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MESSAGING_LABEL as L, MESSAGING_LIMIT } from '../../../shared/messaging-texts';
import { focusFirstInvalid } from '../../lib/focus-first-invalid';
import { trpc } from '../../lib/trpc';

/** The composer of a new conversation with a member of the team (optionally about a creator). */
export function NewMessageModal({
  opened,
  onClose,
  onCreated,
  influencerId,
  defaultTitle = '',
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (conversationId: number) => void;
  influencerId?: number;
  defaultTitle?: string;
}) {
  const recipients = trpc.messaging.recipients.useQuery(undefined, { enabled: opened });
  const utils = trpc.useUtils();
  const create = trpc.messaging.create.useMutation();
  const form = useForm({
    initialValues: { receiver: '', title: defaultTitle, body: '' },
    validate: {
      receiver: (value) => (value ? null : L.recipientRequired),
      title: (value) => (value.trim() ? null : L.subjectRequired),
      body: (value) => (value.trim() ? null : L.messageRequired),
    },
  });
  const submit = form.onSubmit(async (values) => {
    const answer = await create.mutateAsync({
      receiver_id: Number(values.receiver),
      title: values.title.trim(),
      body: values.body.trim(),
      influencer_id: influencerId,
      client_id: crypto.randomUUID(),
    });
    void utils.messaging.list.invalidate();
    form.reset();
    onCreated(answer.conversation_id);
  }, focusFirstInvalid);
  return (
    <Modal opened={opened} onClose={onClose} title={L.newMessage} centered>
      <form onSubmit={submit}>
        <Stack>
          <Select
            label={L.to}
            data={recipientGroups(recipients.data?.recipients ?? [])}
            searchable
            nothingFoundMessage="No one found"
            {...form.getInputProps('receiver')}
          />
          <TextInput label={L.subject} maxLength={MESSAGING_LIMIT.titleMax} {...form.getInputProps('title')} />
          <Textarea label={L.message} autosize minRows={3} maxLength={MESSAGING_LIMIT.bodyMax} {...form.getInputProps('body')} />
          <Button type="submit" loading={create.isPending}>
            {L.send}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

type Recipient = { id: number; name: string; team_name: string | null };

/** The caller's team first, then one group per team it has worked with through Creator Calls. */
function recipientGroups(recipients: Recipient[]) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const r of recipients) {
    const group = r.team_name ?? L.yourTeam;
    groups.set(group, [...(groups.get(group) ?? []), { value: String(r.id), label: r.name }]);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}
