import { Pagination, type PaginationProps } from '@mantine/core';
import { LABEL } from '../../shared/labels';

const CONTROL_LABEL = { previous: LABEL.previousPage, next: LABEL.nextPage, first: LABEL.firstPage, last: LABEL.lastPage } as const;

/** Mantine's Pagination with names for its arrow buttons and pages, for screen readers. */
export function PageNumbers(props: PaginationProps) {
  return (
    <Pagination
      getControlProps={(control) => ({ 'aria-label': CONTROL_LABEL[control] })}
      getItemProps={(page) => ({ 'aria-label': LABEL.pageNumber(page) })}
      {...props}
    />
  );
}
