import { Badge } from '@mantine/core';
import { BRAND_CALL_TEXT as T } from '../../../shared/creator-call-texts';

/** Open or closed, as the brand sees its own call. */
export function BrandCallStatus({ closed }: { closed: boolean }) {
  return (
    <Badge variant="light" color={closed ? 'gray' : 'teal'} style={{ flexShrink: 0, color: 'var(--mantine-color-text)' }}>
      {closed ? T.closed : T.open}
    </Badge>
  );
}
