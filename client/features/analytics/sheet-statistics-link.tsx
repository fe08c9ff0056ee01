import { ActionIcon, Tooltip } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';
import { ANALYTICS_TEXT as T } from '../../../shared/analytics';

const ActionIconLink = createLink((props: ComponentPropsWithRef<'a'>) => <ActionIcon component="a" variant="subtle" {...props} />);

/** A sheet's row or editor link to its statistics page. */
export function SheetStatisticsLink({ sheetId, title }: { sheetId: string; title: string }) {
  return (
    <Tooltip label={T.statistics}>
      <ActionIconLink to="/talent-sheets/statistics/$sheetId" params={{ sheetId }} aria-label={`${T.statistics} ${title}`}>
        <IconChartBar size={18} />
      </ActionIconLink>
    </Tooltip>
  );
}
