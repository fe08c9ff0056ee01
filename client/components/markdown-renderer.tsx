import { Anchor, Text, Typography } from '@mantine/core';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';

const SAFE_URL = /^(https?:|mailto:)/i;

/** Only http(s) and mailto links survive; anything else (javascript:, data:) loses its target. */
const safeUrl = (url: string) => (SAFE_URL.test(url.trim()) ? url : '');

const components: Components = {
  a: ({ href, children }) =>
    href ? (
      <Anchor href={href} target="_blank" rel="noopener noreferrer" inherit>
        {children}
      </Anchor>
    ) : (
      <span>{children}</span>
    ),
  // Images are not part of a description; show their alt text.
  img: ({ alt }) => <span>{alt}</span>,
};

/** A description as markdown: raw HTML is shown as text, never run. Loaded only for text that has markdown (safe-markdown.tsx). */
export default function MarkdownRenderer({ children, size, c, lineClamp }: { children: string; size: string; c?: string; lineClamp?: number }) {
  return (
    <Typography>
      <Text component="div" size={size} c={c} lineClamp={lineClamp}>
        <ReactMarkdown components={components} urlTransform={safeUrl} rehypePlugins={[rehypeSanitize]}>
          {escapeHtml(children)}
        </ReactMarkdown>
      </Text>
    </Typography>
  );
}

/** Angle brackets become entities so markdown renders any HTML as visible text. */
function escapeHtml(markdown: string) {
  return markdown.replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
