import { Badge, Button, Group, Modal, Paper, Progress, Select, SimpleGrid, Skeleton, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { ADD_TALENT_LABEL, ADD_TALENT_MSG, LOGIN_MESSAGE } from '../../../shared/talent-add-texts';
import { SEARCH_PLATFORMS } from '../../../shared/schemas/platforms';
import { trpc } from '../../lib/trpc';
import { PLATFORM_NAMES } from './add-talent-state';

type Platform = (typeof SEARCH_PLATFORMS)[number];

/** Spec §9: green when all connected, warning for some, danger for none. */
const progressColor = (connected: number) => (connected === SEARCH_PLATFORMS.length ? 'green' : connected > 0 ? 'yellow' : 'red');

function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size="compact-xs"
      variant="light"
      leftSection={copied ? <IconCheck size={12} /> : <IconCopy size={12} />}
      onClick={() => void navigator.clipboard.writeText(text).then(() => (setCopied(true), setTimeout(() => setCopied(false), 1000)))}
    >
      {label}
    </Button>
  );
}

/** Spec §2.7 Talent Data Authorization (/team-influencer-logins). */
export function LoginsPage() {
  const list = trpc.talentLogins.list.useQuery();
  const utils = trpc.useUtils();
  const create = trpc.talentLogins.create.useMutation({ onSuccess: () => void utils.talentLogins.list.invalidate() });
  const [candidate, setCandidate] = useState<string | null>(null);
  const [draft, setDraft] = useState<{ influencerId: number; platform: Platform } | null>(null);
  const [short, setShort] = useState(false);
  trpc.roster.live.useSubscription(undefined, { onData: () => void utils.talentLogins.list.invalidate() });

  const draftRow = draft && list.data?.logins.find((l) => l.influencer_id === draft.influencerId);
  const draftText =
    draftRow && draft
      ? (short ? LOGIN_MESSAGE.short : LOGIN_MESSAGE.full)(
          draftRow.fullname.split(' ')[0] ?? draftRow.fullname,
          PLATFORM_NAMES[draft.platform]!,
          draftRow.login_url[draft.platform],
        )
      : '';

  return (
    <Stack gap="lg">
      <Title order={1}>{ADD_TALENT_LABEL.loginsTitle}</Title>
      <Paper p="md">
        <Group align="flex-end" gap="sm">
          <Select
            label="Talent"
            placeholder="Choose a creator of your roster"
            searchable
            data={(list.data?.candidates ?? []).map((c) => ({ value: String(c.influencer_id), label: c.fullname }))}
            value={candidate}
            onChange={setCandidate}
            w={{ base: '100%', sm: 320 }}
          />
          <Button
            disabled={!candidate}
            loading={create.isPending}
            onClick={() => candidate && create.mutate({ influencer_id: Number(candidate) }, { onSuccess: () => setCandidate(null) })}
          >
            {ADD_TALENT_LABEL.createLink}
          </Button>
        </Group>
      </Paper>
      {list.isPending ? (
        <Stack data-testid="logins-loading">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={56} radius="md" />
          ))}
        </Stack>
      ) : !list.data?.logins.length ? (
        <Text c="dimmed">{ADD_TALENT_MSG.noLogins}</Text>
      ) : (
        <Stack gap="sm">
          {list.data.logins.map((login) => {
            const connected = SEARCH_PLATFORMS.filter((p) => login.platforms[p]).length;
            return (
              <Paper key={login.influencer_id} p="md" data-testid={`login-row-${login.influencer_id}`}>
                <Stack gap="sm">
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600} truncate>
                      {login.fullname}
                    </Text>
                    <Group gap="xs" wrap="nowrap" w={140}>
                      {/* A sliver even at none, so the danger colour shows. */}
                      <Progress
                        flex={1}
                        value={Math.max(6, (connected / SEARCH_PLATFORMS.length) * 100)}
                        color={progressColor(connected)}
                        aria-label={`${connected} of ${SEARCH_PLATFORMS.length} connected`}
                      />
                      <Text size="xs" c="dimmed">
                        {connected}/{SEARCH_PLATFORMS.length}
                      </Text>
                    </Group>
                  </Group>
                  <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                    {SEARCH_PLATFORMS.map((p) => (
                      // The platform and its state on one line, its two actions on the next: the same on every width.
                      <Stack key={p} gap={4}>
                        <Group gap={6} wrap="nowrap">
                          <Text size="sm" w={72}>
                            {PLATFORM_NAMES[p]}
                          </Text>
                          <Badge color={login.platforms[p] ? 'green' : 'gray'} variant="dot">
                            {login.platforms[p] ? ADD_TALENT_LABEL.connected : 'Not connected'}
                          </Badge>
                        </Group>
                        <Group gap={6}>
                          <CopyButton text={login.login_url[p]} label={ADD_TALENT_LABEL.copyLink} />
                          <Button size="compact-xs" variant="subtle" onClick={() => setDraft({ influencerId: login.influencer_id, platform: p })}>
                            {ADD_TALENT_LABEL.draftMessage}
                          </Button>
                        </Group>
                      </Stack>
                    ))}
                  </SimpleGrid>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
      <Modal
        opened={Boolean(draftRow && draft)}
        onClose={() => setDraft(null)}
        title={draftRow && draft ? `${ADD_TALENT_LABEL.draftMessage}: ${draftRow.fullname}, ${PLATFORM_NAMES[draft.platform]}` : ''}
      >
        <Stack gap="xs">
          <Switch label={ADD_TALENT_LABEL.shorten} checked={short} onChange={(e) => setShort(e.currentTarget.checked)} />
          <Textarea readOnly autosize minRows={2} value={draftText} aria-label={ADD_TALENT_LABEL.draftMessage} />
          <Group>
            <CopyButton text={draftText} label="Copy Message" />
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
