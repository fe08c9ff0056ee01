import { useState } from 'react';
import { ROSTER_LIMIT, TALENT_MSG } from '../../../shared/talent-texts';
import { showError } from '../../lib/toasts';
import { trpc } from '../../lib/trpc';
import { TagPicker } from '../../components/tag-picker';

/** A creator's tags, added (new ones created as typed) or removed in place; each change saves. */
export function TagCell({ influencerId, name, tags, options }: { influencerId: number; name: string; tags: string[]; options: string[] }) {
  const utils = trpc.useUtils();
  const [value, setValue] = useState(tags);
  const save = trpc.roster.saveTags.useMutation({
    onSuccess: (answer) => {
      setValue(answer.tags);
      void utils.roster.table.invalidate();
      void utils.roster.teamTags.invalidate();
    },
    onError: () => {
      setValue(tags);
      showError(TALENT_MSG.somethingWentWrong);
    },
  });
  return (
    <TagPicker
      aria-label={`Tags of ${name}`}
      size="xs"
      miw={180}
      data={options}
      value={value}
      maxLength={ROSTER_LIMIT.tagMaxLength}
      clearable={false}
      placeholder={value.length ? undefined : 'Add tag'}
      onChange={(next) => {
        setValue(next);
        save.mutate({ influencer_id: influencerId, tags: next });
      }}
    />
  );
}
