import { LABEL } from '../../../shared/labels';
import { MSG } from '../../../shared/messages';
import { ButtonLink } from '../../components/router-links';
import { StatusPage } from '../../components/status-page';

export function AccountDisabledPage() {
  return (
    <StatusPage
      title={MSG.accountDisabledTitle}
      body={MSG.accountDisabledBody}
      action={
        <ButtonLink to="/signout" variant="light" preload={false}>
          {LABEL.signOut}
        </ButtonLink>
      }
    />
  );
}
