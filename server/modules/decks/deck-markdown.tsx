import { Link, Text, View } from '@react-pdf/renderer';
import type { Nodes, PhrasingContent, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { ReactNode } from 'react';

/** A custom description's markdown as PDF text: paragraphs, headings, lists, emphasis and links. */
export function DeckMarkdown({ source, size }: { source: string; size: number }) {
  const root = fromMarkdown(source);
  return <View>{root.children.map((node, index) => block(node, index, size))}</View>;
}

function block(node: RootContent, key: number, size: number): ReactNode {
  switch (node.type) {
    case 'heading':
      return (
        <Text key={key} style={{ fontFamily: 'Helvetica-Bold', fontSize: size + 1, marginBottom: 3 }}>
          {inline(node.children)}
        </Text>
      );
    case 'list':
      return (
        <View key={key} style={{ marginBottom: 4 }}>
          {node.children.map((item, index) => (
            <Text key={index} style={{ fontSize: size }}>
              {node.ordered ? `${(node.start ?? 1) + index}. ` : '• '}
              {item.children.flatMap((child) => ('children' in child ? inline(child.children as PhrasingContent[]) : []))}
            </Text>
          ))}
        </View>
      );
    case 'paragraph':
    case 'blockquote':
      return (
        <Text key={key} style={{ fontSize: size, marginBottom: 4 }}>
          {inline(node.children as PhrasingContent[])}
        </Text>
      );
    case 'code':
      return (
        <Text key={key} style={{ fontSize: size, marginBottom: 4 }}>
          {node.value}
        </Text>
      );
    default:
      return null;
  }
}

function inline(nodes: Nodes[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
      case 'inlineCode':
        return node.value;
      case 'break':
        return '\n';
      case 'strong':
        return (
          <Text key={index} style={{ fontFamily: 'Helvetica-Bold' }}>
            {inline(node.children)}
          </Text>
        );
      case 'emphasis':
        return (
          <Text key={index} style={{ fontFamily: 'Helvetica-Oblique' }}>
            {inline(node.children)}
          </Text>
        );
      case 'link':
        return /^https?:\/\//.test(node.url) ? (
          <Link key={index} src={node.url}>
            {inline(node.children)}
          </Link>
        ) : (
          inline(node.children)
        );
      default:
        return 'children' in node ? inline(node.children as Nodes[]) : null;
    }
  });
}
