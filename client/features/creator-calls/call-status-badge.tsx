import { Badge } from '@mantine/core';
import { CALL_TEXT as T } from '../../../shared/creator-call-texts';
import type { CastingCallCard } from '../../../shared/schemas/creator-calls';

/** Spec §2.7: a card says whether a draft was created or a response sent (and, once the brand looked, its review). */
export function CallStatusBadge({ call }: { call: CastingCallCard }) {
  const [color, text] = call.review
    ? ['violet', T.reviewedBadge(call.review.shortlisted)]
    : call.response_status === 'submitted'
      ? ['teal', T.responseSent]
      : call.response_status
        ? ['yellow', T.draftCreated]
        : call.closed
          ? ['gray', T.closed]
          : [];
  if (!text) return null;
  // Never shortened: the brand's name gives way instead.
  return (
    <Badge variant="light" color={color} style={{ flexShrink: 0, color: 'var(--mantine-color-text)' }}>
      {text}
    </Badge>
  );
}
