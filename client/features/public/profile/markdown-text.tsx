import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';

const LINK = /\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g;

/** Plain text with [Text to Display](url) links (the custom description's only markdown). */
export function MarkdownText({ children }: { children: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of children.matchAll(LINK)) {
    parts.push(children.slice(last, match.index));
    parts.push(
      <Anchor key={match.index} href={match[2]} target="_blank" rel="noopener noreferrer" inherit>
        {match[1]}
      </Anchor>,
    );
    last = match.index! + match[0].length;
  }
  parts.push(children.slice(last));
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
      {parts}
    </Text>
  );
}
