import { createFileRoute } from '@tanstack/react-router';
import { CsvImportPage } from '../../../features/talent-intake/csv-import/csv-import-page';

export const Route = createFileRoute('/_signed-in/influencers/import')({ component: CsvImportPage });
