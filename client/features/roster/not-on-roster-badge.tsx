import { Badge } from '@mantine/core';
import { TALENT_MSG } from '../../../shared/talent-texts';

/** Shown on a sheet's creator who has left the team's roster (the sheet keeps it). */
export function NotOnRosterBadge({ onRoster }: { onRoster?: boolean }) {
  if (onRoster !== false) return null;
  return (
    <Badge color="orange" variant="light" size="sm" style={{ color: 'var(--mantine-color-text)' }} data-testid="not-on-roster">
      {TALENT_MSG.notOnRoster}
    </Badge>
  );
}
