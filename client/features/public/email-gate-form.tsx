import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG } from '../../../shared/messages';
import { PUBLIC_LABEL, PUBLIC_MSG } from '../../../shared/public-texts';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The gate's modal: an e-mail, required and checked for shape, before the sheet can be seen. */
export function EmailGateForm({ teamName, onEmail }: { teamName: string; onEmail: (email: string) => void }) {
  const form = useForm({
    initialValues: { email: '' },
    validate: {
      email: (value) => (!value.trim() ? MSG.emailRequired : EMAIL_SHAPE.test(value.trim()) ? null : PUBLIC_MSG.emailInvalid),
    },
  });
  return (
    <Modal
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      overlayProps={{ blur: 8, backgroundOpacity: 0.5 }}
      title={PUBLIC_LABEL.gateTitle}
    >
      <form onSubmit={form.onSubmit(({ email }) => onEmail(email.trim()))} noValidate>
        <Stack>
          <Text size="sm" c="gray.7">
            {teamName}
          </Text>
          <TextInput label={PUBLIC_LABEL.email} type="email" autoComplete="email" data-autofocus {...form.getInputProps('email')} />
          <Button type="submit">{PUBLIC_LABEL.gateContinue}</Button>
        </Stack>
      </form>
    </Modal>
  );
}
