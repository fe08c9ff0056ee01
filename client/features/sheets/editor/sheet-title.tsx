import { MSG } from '../../../../shared/messages';
import { SHEET_LABEL as L } from '../../../../shared/sheet-labels';
import { InlineTitle } from '../../../components/inline-title';

/** Spec §2.5: the title, edited inline ("Edit Title"); saved with the sheet. */
export function SheetTitle({ title, required, onChange }: { title: string; required: boolean; onChange: (title: string) => void }) {
  return (
    <InlineTitle
      heading={title}
      title={title}
      labels={{ edit: L.editTitle, input: L.sheetName, save: L.saveTitle, cancel: L.cancel }}
      problem={(draft) => (required && !draft.trim() ? MSG.sheetTitleRequired : null)}
      onSave={onChange}
    />
  );
}
