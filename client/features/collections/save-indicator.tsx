import { COLLECTION_LABEL as L } from '../../../shared/collection-labels';
import { SaveBadge } from '../../components/save-badge';
import type { SaveStatus } from './use-collection-editor';

/** Spec §2.6: Saved when clean, otherwise Saving... */
export function SaveIndicator({ status }: { status: SaveStatus }) {
  return <SaveBadge clean={status === 'clean'} savedLabel={L.saved} savingLabel={L.saving} />;
}
