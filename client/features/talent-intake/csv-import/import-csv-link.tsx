import { IconUpload } from '@tabler/icons-react';
import { CSV_IMPORT_LABEL } from '../../../../shared/csv-import-texts';
import { ButtonLink } from '../../../components/router-links';

/** Beyond the spec: the roster's "Import CSV" (the inverse of Export CSV), on /influencers and /add-talent. */
export function ImportCsvLink() {
  return (
    <ButtonLink to="/influencers/import" variant="default" leftSection={<IconUpload size={16} />}>
      {CSV_IMPORT_LABEL.importCsv}
    </ButtonLink>
  );
}
