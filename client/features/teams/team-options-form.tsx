import { Button, ColorInput, Group, Select, SimpleGrid, Skeleton, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { TEAM_OPTIONS_LABEL } from '../../../shared/account-labels';
import { MSG } from '../../../shared/messages';
import type { PublicTeamSettings } from '../../../shared/schemas/public/public-cards';
import { RATE_CURRENCIES, type RateCurrency } from '../../../shared/figure-format';
import { TEAM_FONTS } from '../../../shared/schemas/team-options';
import { trpc } from '../../lib/trpc';
import { showError, showSuccess } from '../../lib/toasts';
import { TeamOptionsPreview } from './team-options-preview';

const colourKeys = Object.keys(TEAM_OPTIONS_LABEL.colours) as (keyof typeof TEAM_OPTIONS_LABEL.colours)[];
const fontKeys = Object.keys(TEAM_OPTIONS_LABEL.fonts) as (keyof typeof TEAM_OPTIONS_LABEL.fonts)[];
const switchKeys = Object.keys(TEAM_OPTIONS_LABEL.switches) as (keyof typeof TEAM_OPTIONS_LABEL.switches)[];
const asFont = (font: string | null) => TEAM_FONTS.find((known) => known === font) ?? null;
const fontOptions = [{ value: '', label: TEAM_OPTIONS_LABEL.defaultFont }, ...TEAM_FONTS.map((font) => ({ value: font, label: font }))];

/** Spec §7.12 set-team-options: the public pages' design, with a live preview of a shared sheet beside the form. */
export function TeamOptionsForm() {
  const options = trpc.teams.options.useQuery();
  if (options.isPending || !options.data) return <Skeleton height={320} role="status" aria-label={MSG.loading} />;
  return <OptionsEditor saved={options.data.options} />;
}

function OptionsEditor({ saved }: { saved: PublicTeamSettings }) {
  const utils = trpc.useUtils();
  const [values, setValues] = useState<PublicTeamSettings>(saved);
  const set = <K extends keyof PublicTeamSettings>(key: K, value: PublicTeamSettings[K]) => setValues((current) => ({ ...current, [key]: value }));
  const save = trpc.teams.setOptions.useMutation({
    onSuccess: (answer) => {
      utils.teams.options.setData(undefined, answer);
      showSuccess(TEAM_OPTIONS_LABEL.saved);
    },
    onError: (error) => showError(error.message),
  });
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <form
        aria-label={TEAM_OPTIONS_LABEL.title}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({
            options: { ...values, displayRosterTitleFont: asFont(values.displayRosterTitleFont), displayTalentNameFont: asFont(values.displayTalentNameFont) },
          });
        }}
      >
        <Stack gap="sm">
          {colourKeys.map((key) => (
            <ColorInput
              key={key}
              label={TEAM_OPTIONS_LABEL.colours[key]}
              format="hex"
              withEyeDropper={false}
              value={values[key] ?? ''}
              onChange={(colour) => set(key, colour || null)}
            />
          ))}
          {fontKeys.map((key) => (
            <Select
              key={key}
              label={TEAM_OPTIONS_LABEL.fonts[key]}
              data={fontOptions}
              value={values[key] ?? ''}
              allowDeselect={false}
              onChange={(font) => set(key, font || null)}
            />
          ))}
          <Select
            label={TEAM_OPTIONS_LABEL.currency}
            description={TEAM_OPTIONS_LABEL.currencyHint}
            data={[...RATE_CURRENCIES]}
            value={values.currency}
            allowDeselect={false}
            onChange={(currency) => currency && set('currency', currency as RateCurrency)}
          />
          {switchKeys.map((key) => (
            <Switch key={key} label={TEAM_OPTIONS_LABEL.switches[key]} checked={values[key]} onChange={(event) => set(key, event.currentTarget.checked)} />
          ))}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {TEAM_OPTIONS_LABEL.save}
            </Button>
          </Group>
        </Stack>
      </form>
      <div style={{ position: 'sticky', top: 80, alignSelf: 'start' }}>
        <TeamOptionsPreview settings={values} />
      </div>
    </SimpleGrid>
  );
}
