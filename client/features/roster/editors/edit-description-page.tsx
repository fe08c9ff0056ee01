import { Button, Card, Group, Modal, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck } from '@tabler/icons-react';
import { z } from 'zod';
import { ROSTER_LIMIT, TALENT_LABEL, TALENT_MSG } from '../../../../shared/talent-texts';
import { showError, showSuccess } from '../../../lib/toasts';
import { trpc } from '../../../lib/trpc';
import { SafeMarkdown } from '../../../components/safe-markdown';
import { TalentEditorFrame } from './talent-editor-frame';

const taglineSchema = z.object({ tagline: z.string().trim().max(ROSTER_LIMIT.taglineMax, TALENT_MSG.taglineTooLong) });

/** Spec §2.7 custom description screen: tagline (Save, Remove Tagline) and the markdown description (Save, Delete). */
export function EditDescriptionPage({ influencerId }: { influencerId: number }) {
  return (
    <TalentEditorFrame influencerId={influencerId} title={TALENT_LABEL.customizeDescription}>
      {(profile, { refresh }) => (
        <DescriptionEditor
          influencerId={influencerId}
          custom={profile.customisation.custom_description}
          fallback={profile.customisation.default_description}
          tagline={profile.customisation.tagline}
          refresh={refresh}
        />
      )}
    </TalentEditorFrame>
  );
}

function DescriptionEditor({
  influencerId,
  custom,
  fallback,
  tagline,
  refresh,
}: {
  influencerId: number;
  custom: string | null;
  fallback: string | null;
  tagline: string | null;
  refresh: () => void;
}) {
  const taglineForm = useForm({ initialValues: { tagline: tagline ?? '' }, validate: schemaResolver(taglineSchema, { sync: true }) });
  const descriptionForm = useForm({ initialValues: { description: '' } });
  const [confirming, confirm] = useDisclosure(false);
  const saveTagline = trpc.roster.saveTagline.useMutation({
    onSuccess: (answer) => {
      showSuccess(answer.tagline ? TALENT_MSG.customTaglineSaved : TALENT_MSG.customTaglineDeleted);
      taglineForm.setInitialValues({ tagline: answer.tagline ?? '' });
      taglineForm.setValues({ tagline: answer.tagline ?? '' });
      refresh();
    },
    onError: (error) =>
      error.data?.httpStatus === 400 ? taglineForm.setFieldError('tagline', TALENT_MSG.taglineTooLong) : showError(TALENT_MSG.somethingWentWrong),
  });
  const saveDescription = trpc.roster.saveDescription.useMutation({
    onSuccess: (answer) => {
      showSuccess(answer.custom_description ? TALENT_MSG.customDescriptionSaved : TALENT_MSG.customDescriptionDeleted);
      descriptionForm.reset();
      confirm.close();
      refresh();
    },
    onError: () => showError(TALENT_MSG.somethingWentWrong),
  });
  return (
    <Stack gap="lg">
      <Card withBorder radius="md">
        <form onSubmit={taglineForm.onSubmit((v) => saveTagline.mutate({ influencer_id: influencerId, tagline: v.tagline }))}>
          <Stack gap="sm">
            <TextInput
              label={TALENT_LABEL.taglineField}
              placeholder={TALENT_LABEL.taglinePlaceholder}
              description={TALENT_LABEL.taglineCount(taglineForm.values.tagline.trim().length, ROSTER_LIMIT.taglineMax)}
              {...taglineForm.getInputProps('tagline')}
            />
            <Group>
              <Button type="submit" loading={saveTagline.isPending}>
                Save
              </Button>
              <Button variant="default" disabled={!tagline} onClick={() => saveTagline.mutate({ influencer_id: influencerId, tagline: '' })}>
                {TALENT_LABEL.removeTagline}
              </Button>
              {saveTagline.isSuccess && !taglineForm.isDirty() && (
                <Group role="status" gap={4} c="teal.8">
                  <IconCheck size={16} />
                  <Text size="sm">{saveTagline.data.tagline ? TALENT_MSG.customTaglineSaved : TALENT_MSG.customTaglineDeleted}</Text>
                </Group>
              )}
            </Group>
          </Stack>
        </form>
      </Card>
      <Card withBorder radius="md">
        <Stack gap="sm">
          <Title order={2} size="h5">
            Default description
          </Title>
          <Text size="sm" c={fallback ? undefined : 'dimmed'}>
            {fallback ?? 'None'}
          </Text>
          <Title order={2} size="h5">
            Current custom description
          </Title>
          {custom ? (
            <SafeMarkdown>{custom}</SafeMarkdown>
          ) : (
            <Text c="dimmed" size="sm">
              None: the default description is shown.
            </Text>
          )}
        </Stack>
      </Card>
      <Card withBorder radius="md">
        <form
          onSubmit={descriptionForm.onSubmit(
            (v) => void (v.description.trim() && saveDescription.mutate({ influencer_id: influencerId, description: v.description })),
          )}
        >
          <Stack gap="sm">
            <Textarea
              label="New description"
              description={TALENT_LABEL.descriptionTip}
              autosize
              minRows={5}
              maxLength={ROSTER_LIMIT.customDescriptionMax}
              {...descriptionForm.getInputProps('description')}
            />
            <Group>
              <Button type="submit" loading={saveDescription.isPending} disabled={!descriptionForm.values.description.trim()}>
                Save
              </Button>
              <Button variant="default" color="red" disabled={!custom} onClick={confirm.open}>
                Delete
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      <Modal opened={confirming} onClose={confirm.close} title="Delete custom description">
        <Stack>
          <Text>{TALENT_MSG.removeDescriptionConfirm}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close}>
              {TALENT_LABEL.cancel}
            </Button>
            <Button color="red" loading={saveDescription.isPending} onClick={() => saveDescription.mutate({ influencer_id: influencerId, description: null })}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
