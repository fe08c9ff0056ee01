import { Alert, Avatar, Badge, Button, Card, Group, Modal, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { AI_TEXT } from '../../../shared/ai-texts';
import type { CampaignBrief } from '../../../shared/campaign-brief';
import type { AiSuggestion } from '../../../shared/schemas/ai';
import type { RosterInfluencer } from '../../../shared/schemas/roster';
import { trpc } from '../../lib/trpc';
import { BriefChips } from './brief-chips';
import { descriptionError, useCampaignAssistant } from './campaign-context';

const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });

/** A suggestion as the editor's list holds a creator. */
export const suggestionToCreator = (s: AiSuggestion): RosterInfluencer => ({
  id: s.influencer_id,
  fullname: s.fullname,
  picture_url: s.picture_url,
  followers: s.followers,
  socials: [{ platform: s.platform, handle: s.handle, followers: s.followers, profile_url: null, primary: true }],
  tags: [],
});

interface Props {
  sheetIds: number[];
  onSheet: (id: number) => boolean;
  onAdd: (creators: RosterInfluencer[]) => void;
}

/** Spec §2.5 the editor's "Assistant": a campaign description, suggested creators with why, add one or all. */
export function AssistantModal({ sheetIds, onSheet, onAdd }: Props) {
  const [opened, modal] = useDisclosure(false);
  const shared = useCampaignAssistant();
  const [localDescription, setLocalDescription] = useState('');
  const description = shared?.description ?? localDescription;
  const setDescription = shared?.setDescription ?? setLocalDescription;
  const [touched, setTouched] = useState(false);
  const helper = trpc.ai.sheetHelper.useMutation();
  const invalid = descriptionError(description);
  const results = helper.data?.influencers ?? [];

  const find = (brief?: CampaignBrief) => {
    setTouched(true);
    if (invalid) return;
    helper.mutate({ description: description.trim(), included_influencers: sheetIds, brief });
  };
  const unmet = helper.data?.unmet;
  const fresh = results.filter((s) => !onSheet(s.influencer_id));

  return (
    <>
      <Button variant="light" size="xs" leftSection={<IconSparkles size={14} />} onClick={modal.open}>
        {AI_TEXT.assistant}
      </Button>
      <Modal opened={opened} onClose={modal.close} title={AI_TEXT.assistantTitle} size="lg">
        <Stack>
          <Textarea
            label={AI_TEXT.campaignDescription}
            placeholder={AI_TEXT.campaignPlaceholder}
            autosize
            minRows={3}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            error={touched ? invalid : null}
          />
          <Group justify="space-between">
            <Button variant="default" disabled={!fresh.length} onClick={() => onAdd(fresh.map(suggestionToCreator))}>
              {AI_TEXT.addAll}
            </Button>
            <Button onClick={() => find()} loading={helper.isPending}>
              {AI_TEXT.findMatches}
            </Button>
          </Group>
          {helper.data && <BriefChips brief={helper.data.brief} onChange={find} disabled={helper.isPending} />}
          {unmet && !helper.isPending && (
            <Alert color="yellow" icon={<IconAlertCircle size={18} />} role="status">
              {unmet.message}
            </Alert>
          )}
          {helper.isError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {helper.error.data?.httpStatus === 400 ? helper.error.message : AI_TEXT.generationFailed}
            </Alert>
          )}
          {helper.isPending && (
            <Stack gap="xs" aria-busy>
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} height={56} />
              ))}
            </Stack>
          )}
          {helper.isSuccess && !results.length && <Text c="dimmed">{AI_TEXT.noMatches}</Text>}
          {!helper.isPending &&
            results.map((s) => (
              <Card key={s.id} withBorder padding="sm" radius="md" data-testid="assistant-suggestion">
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Avatar src={s.picture_url} alt="" name={s.fullname} color="brand" radius="xl" />
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Group gap={6} wrap="nowrap">
                      <Text fw={600} truncate>
                        {s.fullname}
                      </Text>
                      {unmet && (
                        <Badge size="xs" color="yellow" variant="light">
                          {AI_TEXT.nearestMatch}
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed" truncate>
                      @{s.handle} · {s.platform} {compact.format(s.followers)}
                    </Text>
                    <Text size="sm">{s.explanation}</Text>
                  </Stack>
                  <Button
                    size="compact-sm"
                    variant="light"
                    disabled={onSheet(s.influencer_id)}
                    onClick={() => onAdd([suggestionToCreator(s)])}
                    aria-label={`${onSheet(s.influencer_id) ? AI_TEXT.added : AI_TEXT.addOne}: ${s.fullname}`}
                  >
                    {onSheet(s.influencer_id) ? AI_TEXT.added : AI_TEXT.addOne}
                  </Button>
                </Group>
              </Card>
            ))}
        </Stack>
      </Modal>
    </>
  );
}
