import { ACCOUNT_LABEL } from '../../../shared/account-labels';
import { LABEL } from '../../../shared/labels';
import { ButtonLink } from '../../components/router-links';
import { StatusPage } from '../../components/status-page';

/** Spec §2.7/§6: an inactive account sees Account Inactive on every signed-in page, with a way to sign out. */
export function AccountInactivePage() {
  return (
    <StatusPage
      title={ACCOUNT_LABEL.accountInactiveTitle}
      body={ACCOUNT_LABEL.accountInactiveBody}
      action={
        <ButtonLink to="/signout" variant="light" preload={false}>
          {LABEL.signOut}
        </ButtonLink>
      }
    />
  );
}
