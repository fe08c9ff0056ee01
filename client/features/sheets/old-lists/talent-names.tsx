import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { LIMIT } from '../../../../shared/limits';
import { SHEET_LABEL as L } from '../../../../shared/sheet-labels';

/** Spec §2.4 older lists: the first 6 names, with show more/less when there are over 9. */
export function TalentNames({ names }: { names: string[] }) {
  const [expanded, setExpanded] = useState(false);
  const long = names.length > LIMIT.oldListShowMoreOver;
  const shown = long && !expanded ? names.slice(0, LIMIT.oldListNamesShown) : names;
  return (
    <Text size="sm">
      {shown.join(', ')}
      {long && (
        <>
          {' '}
          <Anchor component="button" type="button" size="sm" onClick={() => setExpanded((e) => !e)}>
            {expanded ? L.showLess : L.showMore}
          </Anchor>
        </>
      )}
    </Text>
  );
}
