import { COLLECTION_LABEL as L } from '../../../shared/collection-labels';
import { SaveBadge } from '../../components/save-badge';
import type { SaveStatus } from './use-collection-editor';

/** Spec §2.6: Saved when clean, otherwise Saving...; "Not saved" while the last save stands refused. */
export function SaveIndicator({ status, refused }: { status: SaveStatus; refused: boolean }) {
  return <SaveBadge clean={status === 'clean'} savedLabel={L.saved} savingLabel={L.saving} notSavedLabel={refused ? L.notSaved : undefined} />;
}
