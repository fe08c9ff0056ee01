import { Text } from '@mantine/core';
import { lazy, Suspense } from 'react';

const MarkdownRenderer = lazy(() => import('./markdown-renderer'));

/** Text a markdown renderer would change: emphasis, code, links, headings, quotes, lists, rules. */
const MARKDOWN = /[*_`[\]#>~|]|^\s*([-+]|\d+[.)])\s|^\s*-{3,}\s*$/m;

/**
 * A custom description, on signed-in and public pages alike. Plain text is shown as it is; only text
 * with markdown loads the markdown engine (its own chunk, fetched then), shown as plain text meanwhile.
 */
export function SafeMarkdown({ children, size = 'sm' }: { children: string; size?: string }) {
  const plain = (
    <Text size={size} style={{ whiteSpace: 'pre-line' }}>
      {children}
    </Text>
  );
  if (!MARKDOWN.test(children)) return plain;
  return (
    <Suspense fallback={plain}>
      <MarkdownRenderer size={size}>{children}</MarkdownRenderer>
    </Suspense>
  );
}
