/** A table's first column kept in view while the table scrolls sideways in its container (phones). */
export const PINNED_COLUMN = { position: 'sticky', left: 0, zIndex: 1, background: 'var(--mantine-color-body)' } as const;

/** A table's last column (its row action) kept in view the same way, so the action is never cut off. */
export const PINNED_END_COLUMN = { position: 'sticky', right: 0, zIndex: 1, background: 'var(--mantine-color-body)' } as const;
