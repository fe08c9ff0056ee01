import { Button } from '@mantine/core';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { LABEL } from '../../shared/labels';
import { MSG } from '../../shared/messages';
import { StatusPage } from './status-page';

/** Spec §8 "Status failure": the server could not be reached or failed. */
export function StatusFailurePage({ reset }: ErrorComponentProps) {
  const router = useRouter();
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <StatusPage
      title={MSG.statusFailure}
      action={
        <Button variant="light" onClick={retry}>
          {LABEL.tryAgain}
        </Button>
      }
    />
  );
}
