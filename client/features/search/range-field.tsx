import { Group, Input } from '@mantine/core';
import { SEARCH_TEXT as T } from '../../../shared/search-options';
import { OptionSelect } from './option-select';

interface Props {
  label: string;
  options: readonly number[];
  /** The upper bound's options when they differ (age groups end at 17, 24, 34…). */
  maxOptions?: readonly number[];
  min: number | undefined;
  max: number | undefined;
  format: (n: number) => string;
  lowLabel?: string;
  highLabel?: string;
  onChange: (min: number | undefined, max: number | undefined) => void;
}

/** A lower and an upper bound; neither can pass the other (spec §5). */
export function RangeField({ label, options, maxOptions, min, max, format, lowLabel = T.minimum, highLabel = T.maximum, onChange }: Props) {
  return (
    <Input.Wrapper label={label}>
      <Group gap={6} grow wrap="nowrap">
        <OptionSelect
          label={`${label} ${lowLabel}`}
          placeholder={lowLabel}
          hideLabel
          options={options}
          value={min}
          format={format}
          disabled={(n) => max !== undefined && n > max}
          onChange={(n) => onChange(n, max)}
        />
        <OptionSelect
          label={`${label} ${highLabel}`}
          placeholder={highLabel}
          hideLabel
          options={maxOptions ?? options}
          value={max}
          format={format}
          disabled={(n) => min !== undefined && n < min}
          onChange={(n) => onChange(min, n)}
        />
      </Group>
    </Input.Wrapper>
  );
}
