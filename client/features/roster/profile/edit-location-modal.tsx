import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { RosterProfileResponse } from '../../../../shared/schemas/roster/profile';
import { TALENT_LABEL, TALENT_MSG } from '../../../../shared/talent-texts';
import { showError, showSuccess } from '../../../lib/toasts';
import { trpc } from '../../../lib/trpc';

type Profile = RosterProfileResponse['influencers'][number];

/** Edit Location: the team's city and state; empty fields fall back to the directory's. */
export function EditLocationModal({ opened, onClose, profile, onSaved }: { opened: boolean; onClose: () => void; profile: Profile; onSaved: () => void }) {
  const c = profile.customisation;
  const form = useForm({ initialValues: { city: c.city ?? '', state: c.state ?? '' } });
  const save = trpc.roster.saveLocation.useMutation({
    onSuccess: () => {
      showSuccess(TALENT_MSG.saved);
      onSaved();
      onClose();
    },
    onError: () => showError(TALENT_MSG.somethingWentWrong),
  });
  return (
    <Modal opened={opened} onClose={onClose} title={TALENT_LABEL.editLocation}>
      <form onSubmit={form.onSubmit((values) => save.mutate({ influencer_id: profile.influencer.id, ...values }))}>
        <Stack>
          <TextInput label="City" placeholder={c.default_city ?? ''} maxLength={100} {...form.getInputProps('city')} />
          <TextInput label="State" placeholder={c.default_state ?? ''} maxLength={100} {...form.getInputProps('state')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {TALENT_LABEL.cancel}
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
