import { Badge } from '@mantine/core';
import type { CreatorReview } from '../../../shared/schemas/creator-calls';

/** How the brand marked a creator of a response, on the brand's review cards and the agency's response alike. */
export function ReviewBadge({ review, label }: { review: CreatorReview; label: string }) {
  return (
    <Badge variant="light" color={review === 'shortlisted' ? 'teal' : 'gray'} style={{ flexShrink: 0, color: 'var(--mantine-color-text)' }}>
      {label}
    </Badge>
  );
}
