/** A table's first column kept in view while the table scrolls sideways in its container (phones). */
export const PINNED_COLUMN = { position: 'sticky', left: 0, zIndex: 1, background: 'var(--mantine-color-body)' } as const;
