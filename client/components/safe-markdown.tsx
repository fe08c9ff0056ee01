import { Text } from '@mantine/core';
import { Suspense } from 'react';
import { lazyPart } from '../lib/lazy-part';

const MarkdownRenderer = lazyPart('markdown-renderer', () => import('./markdown-renderer').then((m) => m.default));

/** Text a markdown renderer would change: emphasis, code, links, headings, quotes, lists, rules. */
const MARKDOWN = /[*_`[\]#>~|]|^\s*([-+]|\d+[.)])\s|^\s*-{3,}\s*$/m;

/** How a description is shown: its text size and colour, and at most how many lines (the rest cut with an ellipsis). */
interface DescriptionLook {
  size?: string;
  c?: string;
  lineClamp?: number;
}

/**
 * A description (a creator's, a Creator Call's), on signed-in and public pages alike. Plain text is
 * shown as it is; only text with markdown loads the markdown engine (its own chunk, fetched then),
 * shown as plain text meanwhile.
 */
export function SafeMarkdown({ children, size = 'sm', c, lineClamp }: DescriptionLook & { children: string }) {
  const plain = (
    <Text size={size} c={c} lineClamp={lineClamp} style={{ whiteSpace: 'pre-line' }}>
      {children}
    </Text>
  );
  if (!MARKDOWN.test(children)) return plain;
  return (
    <Suspense fallback={plain}>
      <MarkdownRenderer size={size} c={c} lineClamp={lineClamp}>
        {children}
      </MarkdownRenderer>
    </Suspense>
  );
}
