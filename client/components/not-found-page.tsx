import { MSG } from '../../shared/messages';
import { StatusPage } from './status-page';

export function NotFoundPage() {
  return <StatusPage title={MSG.notFoundTitle} body={MSG.notFoundBody} />;
}
