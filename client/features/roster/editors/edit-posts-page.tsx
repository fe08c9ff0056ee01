import { Badge, Button, Card, Group, Image, SimpleGrid, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { TALENT_LABEL, TALENT_MSG } from '../../../../shared/talent-texts';
import { showError, showSuccess } from '../../../lib/toasts';
import { trpc } from '../../../lib/trpc';
import { PlatformIcon } from '../../public/platform-icon';
import { TalentEditorFrame } from './talent-editor-frame';

/** Post hide/show editor: toggle posts, Save, Reset All (every post shown again). */
export function EditPostsPage({ influencerId }: { influencerId: number }) {
  return (
    <TalentEditorFrame influencerId={influencerId} title={TALENT_LABEL.showHidePosts}>
      {(_, { refresh }) => <PostsEditor influencerId={influencerId} refresh={refresh} />}
    </TalentEditorFrame>
  );
}

function PostsEditor({ influencerId, refresh }: { influencerId: number; refresh: () => void }) {
  const utils = trpc.useUtils();
  const extra = trpc.roster.extraData.useQuery({ influencerId });
  const [hidden, setHidden] = useState<string[] | null>(null);
  const current = hidden ?? extra.data?.excluded_post_ids ?? [];
  const save = trpc.roster.saveInfluencerSettings.useMutation({
    onSuccess: (answer) => {
      setHidden(answer.excluded_post_ids);
      showSuccess(TALENT_MSG.saved);
      void utils.roster.extraData.invalidate({ influencerId });
      refresh();
    },
    onError: () => showError(TALENT_MSG.somethingWentWrong),
  });
  if (!extra.data) return <Skeleton height={240} />;
  const posts = extra.data.posts.filter((post, i, all) => all.findIndex((p) => p.post_id === post.post_id) === i);
  return (
    <Stack gap="md">
      <Group>
        <Button onClick={() => save.mutate({ influencer_id: influencerId, settings: { excluded_post_ids: current } })} loading={save.isPending}>
          Save
        </Button>
        <Button variant="default" onClick={() => setHidden([])}>
          {TALENT_LABEL.resetAll}
        </Button>
        <Text size="sm" c="dimmed">
          {current.length} hidden
        </Text>
      </Group>
      {posts.length === 0 ? (
        <Text c="dimmed">{TALENT_MSG.noPostsToEdit}</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }}>
          {posts.map((post) => {
            const shown = !current.includes(post.post_id);
            return (
              <Card key={post.post_id} withBorder padding="xs" radius="md" opacity={shown ? 1 : 0.45} data-testid="editable-post">
                <Card.Section>{post.image ? <Image src={post.image} alt="" h={140} fit="cover" /> : <Skeleton height={140} animate={false} />}</Card.Section>
                <Group justify="space-between" mt="xs" wrap="nowrap">
                  <Group gap={4}>
                    <PlatformIcon platform={post.platform} />
                    <Badge size="xs" variant="light">
                      {post.category.replace('_', ' ')}
                    </Badge>
                  </Group>
                  <Switch
                    size="sm"
                    aria-label={`Show post ${post.post_id}`}
                    checked={shown}
                    onChange={(e) => {
                      const show = e.currentTarget.checked;
                      setHidden(show ? current.filter((id) => id !== post.post_id) : [...current, post.post_id]);
                    }}
                  />
                </Group>
                <Text size="xs" lineClamp={2} mt={4}>
                  {post.caption}
                </Text>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
