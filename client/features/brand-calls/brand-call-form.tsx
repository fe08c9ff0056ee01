import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCalendar, IconSend } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { z } from 'zod';
import { BRAND_CALL_TEXT as T } from '../../../shared/creator-call-texts';
import { type BrandCallRow, SaveBrandCallRequest } from '../../../shared/schemas/brand-calls';
import { ButtonLink } from '../../components/router-links';
import { trpc } from '../../lib/trpc';
import { showError, showSuccess } from '../../lib/toasts';
import { CallImagesField } from './call-images-field';
import { focusFirstInvalid } from '../../lib/focus-first-invalid';

type CallForm = {
  title: string;
  description: string;
  start_date: string | null;
  end_date: string | null;
  deliverables: string;
  locations: string;
  compensation: string;
  brandRepresented: string;
  displayImages: string[];
};

const valuesOf = (call?: z.infer<typeof BrandCallRow>): CallForm => ({
  title: call?.title ?? '',
  description: call?.description ?? '',
  start_date: call?.start_date ?? null,
  end_date: call?.end_date ?? null,
  deliverables: call?.deliverables ?? '',
  locations: call?.locations ?? '',
  compensation: call?.compensation ?? '',
  brandRepresented: call?.brandRepresented ?? '',
  displayImages: call?.displayImages ?? [],
});

/** Publishes a new call, or edits one of the brand's open calls (`call`). */
export function BrandCallForm({ call }: { call?: z.infer<typeof BrandCallRow> }) {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const form = useForm<CallForm>({ mode: 'controlled', initialValues: valuesOf(call), validate: schemaResolver(SaveBrandCallRequest, { sync: true }) });
  const save = trpc.brandCalls.save.useMutation({
    onSuccess: async () => {
      showSuccess(call ? T.saved : T.published);
      await utils.brandCalls.list.invalidate();
      await navigate({ to: '/brand-creator-calls' });
    },
    onError: (error) => {
      const startDate = error.data?.fields?.start_date;
      if (startDate) form.setFieldError('start_date', startDate);
      else showError(error.message);
    },
  });
  // Today or later; a running call keeps its own start date.
  const today = new Date().toLocaleDateString('en-CA');
  const earliest = call?.start_date && call.start_date < today ? call.start_date : today;
  const date = (field: 'start_date' | 'end_date', label: string) => (
    <DatePickerInput
      size="md"
      label={label}
      clearable
      minDate={earliest}
      valueFormat="MMM D, YYYY"
      leftSection={<IconCalendar size={16} />}
      popoverProps={{ withinPortal: true }}
      {...form.getInputProps(field)}
    />
  );

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate({ ...values, id: call?.id ?? null }), focusFirstInvalid)} noValidate>
      <Stack gap="md">
        <TextInput label={T.title} required {...form.getInputProps('title')} />
        <Textarea size="md" label={T.description} required autosize minRows={3} maxRows={10} {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {date('start_date', T.startDate)}
          {date('end_date', T.endDate)}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={T.deliverables} placeholder={T.deliverablesHint} {...form.getInputProps('deliverables')} />
          <TextInput label={T.locations} {...form.getInputProps('locations')} />
          <TextInput label={T.compensation} {...form.getInputProps('compensation')} />
          <TextInput label={T.brandRepresented} description={T.brandRepresentedHint} {...form.getInputProps('brandRepresented')} />
        </SimpleGrid>
        <CallImagesField
          value={form.values.displayImages}
          onChange={(images) => form.setFieldValue('displayImages', images)}
          error={form.errors.displayImages as string | undefined}
        />
        <Group justify="flex-end" gap="sm">
          <ButtonLink variant="default" to="/brand-creator-calls">
            {T.cancel}
          </ButtonLink>
          <Button type="submit" leftSection={<IconSend size={18} />} loading={save.isPending}>
            {call ? T.saveCall : T.publish}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
