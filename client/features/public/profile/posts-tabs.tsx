import { Anchor, Card, Group, SimpleGrid, Tabs, Text } from '@mantine/core';
import { IconHeart, IconMessageCircle, IconPlayerPlay } from '@tabler/icons-react';
import { PUBLIC_LABEL, PUBLIC_MSG } from '../../../../shared/public-texts';
import type { PostCategory } from '../../../../shared/schemas/platforms';
import type { PublicPost } from '../../../../shared/schemas/public/public-profile';
import { formatCount } from '../format';

const TAB_LABEL: Record<PostCategory, string> = {
  top_posts: PUBLIC_LABEL.topPosts,
  top_reels: PUBLIC_LABEL.topReels,
  recent_posts: PUBLIC_LABEL.recentPosts,
  commercial_posts: PUBLIC_LABEL.commercialPosts,
};

/** Post tabs (top, reels, recent, sponsored), `perTab` posts each; only tabs with posts are offered. */
export function PostsTabs({
  posts,
  perTab,
  tabs = Object.keys(TAB_LABEL) as PostCategory[],
}: {
  posts: Record<PostCategory, PublicPost[]>;
  perTab: number;
  tabs?: PostCategory[];
}) {
  const categories = tabs.filter((c) => posts[c]?.length);
  if (categories.length === 0) return <Text c="dimmed">{PUBLIC_MSG.noPostsAvailable}</Text>;
  return (
    <Tabs defaultValue={categories[0]} keepMounted={false}>
      <Tabs.List>
        {categories.map((category) => (
          <Tabs.Tab key={category} value={category}>
            {TAB_LABEL[category]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {categories.map((category) => (
        <Tabs.Panel key={category} value={category} pt="md">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            {posts[category].slice(0, perTab).map((post) => (
              <PostCard key={post.post_id} post={post} />
            ))}
          </SimpleGrid>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function PostCard({ post }: { post: PublicPost }) {
  return (
    <Card withBorder padding="sm" radius="md">
      {post.image && (
        <Card.Section mb="xs">
          <img src={post.image} alt="" loading="lazy" style={{ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', display: 'block' }} />
        </Card.Section>
      )}
      {post.caption && (
        <Text size="sm" lineClamp={3} mb="xs">
          {post.caption}
        </Text>
      )}
      <Group gap="md" c="dimmed">
        <Group gap={4}>
          <IconHeart size={14} aria-hidden />
          <Text size="xs">{formatCount(post.stat.likes)}</Text>
        </Group>
        <Group gap={4}>
          <IconMessageCircle size={14} aria-hidden />
          <Text size="xs">{formatCount(post.stat.comments)}</Text>
        </Group>
        {post.stat.views != null && (
          <Group gap={4}>
            <IconPlayerPlay size={14} aria-hidden />
            <Text size="xs">{formatCount(post.stat.views)}</Text>
          </Group>
        )}
      </Group>
      {post.link && (
        <Anchor href={post.link} target="_blank" rel="noopener noreferrer" size="xs" mt="xs">
          {PUBLIC_LABEL.viewPost}
        </Anchor>
      )}
    </Card>
  );
}
