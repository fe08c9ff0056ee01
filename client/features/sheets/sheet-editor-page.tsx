import { Alert, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { MSG } from '../../../shared/messages';
import { BrandLogo } from '../../components/brand-logo';
import { trpc } from '../../lib/trpc';
import type { SearchState } from '../search/search-params';
import { SheetEditor } from './editor/sheet-editor';

/** Loads one sheet for the editor; a missing sheet shows the error with the logo (spec §8). */
export function SheetEditorPage({ sheetId, advanced }: { sheetId: string; advanced?: { state: SearchState; onChange: (next: SearchState) => void } }) {
  const sheet = trpc.sheets.get.useQuery({ hashId: sheetId }, { staleTime: Infinity });
  if (sheet.isPending) {
    return (
      <Stack gap="lg" aria-busy>
        <Skeleton height={36} width="50%" />
        <Skeleton height={120} />
        <Skeleton height={240} />
      </Stack>
    );
  }
  if (sheet.isError) {
    return (
      <Stack align="center" gap="md" py="xl">
        <BrandLogo size={48} />
        <Alert color="red" icon={<IconAlertCircle />} maw={520}>
          {sheet.error.data?.httpStatus === 404 ? MSG.noTalentSheetFound : sheet.error.message}
        </Alert>
      </Stack>
    );
  }
  return <SheetEditor key={sheet.data.sheet.id} answer={sheet.data} advanced={advanced} />;
}
