import { Button, Group } from '@mantine/core';
import { ACCOUNT_LABEL, SUPPORT_LABEL } from '../../shared/account-labels';
import { LABEL } from '../../shared/labels';
import { AnchorLink } from './router-links';
import { StatusPage } from './status-page';

/** Spec §2.7/§8 generic page error: an apology with contact, sign-out and back links. */
export function GenericErrorPage() {
  return (
    <StatusPage
      title={ACCOUNT_LABEL.errorTitle}
      body={ACCOUNT_LABEL.errorBody}
      action={
        <Group justify="center" gap="md">
          <AnchorLink to="/contact-tpp">{SUPPORT_LABEL.contactUs}</AnchorLink>
          <AnchorLink to="/signout" preload={false}>
            {LABEL.signOut}
          </AnchorLink>
          <Button variant="light" onClick={() => window.history.back()}>
            {ACCOUNT_LABEL.goBack}
          </Button>
        </Group>
      }
    />
  );
}
