import { Group, Select } from '@mantine/core';
import { PageNumbers } from './page-numbers';

interface Props<Size extends number> {
  pages: number;
  page: number;
  pageSize: Size;
  pageSizes: readonly Size[];
  pageSizeLabel: string;
  onPage: (page: number) => void;
  onPageSize: (size: Size) => void;
}

/** Page numbers on the left, the page-size choice on the right. */
export function PagingFooter<Size extends number>({ pages, page, pageSize, pageSizes, pageSizeLabel, onPage, onPageSize }: Props<Size>) {
  return (
    <Group justify="space-between">
      <PageNumbers total={pages} value={page} onChange={onPage} />
      <Select
        aria-label={pageSizeLabel}
        w={90}
        allowDeselect={false}
        data={pageSizes.map(String)}
        value={String(pageSize)}
        onChange={(value) => onPageSize(Number(value) as Size)}
      />
    </Group>
  );
}
