import { Button } from '@mantine/core';
import { MSG } from '../../shared/messages';
import { StatusPage } from './status-page';

/** Not Found outside the signed-in app (public pages too, which have no router), with a way back. */
export function NotFoundPage() {
  return (
    <StatusPage
      title={MSG.notFoundTitle}
      body={MSG.notFoundBody}
      action={
        <Button component="a" href="/">
          {MSG.goHome}
        </Button>
      }
    />
  );
}
