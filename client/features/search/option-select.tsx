import { Select } from '@mantine/core';

interface Props {
  label: string;
  placeholder?: string;
  options: readonly number[];
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  format: (n: number) => string;
  /** Options that cannot be chosen with the other bound (spec §5: From cannot exceed To). */
  disabled?: (n: number) => boolean;
  /** Inside a range: the label is only the accessible name. */
  hideLabel?: boolean;
}

/** A clearable select over one of the spec's numeric option lists. */
export function OptionSelect({ label, placeholder, options, value, onChange, format, disabled, hideLabel }: Props) {
  return (
    <Select
      label={hideLabel ? undefined : label}
      aria-label={label}
      placeholder={placeholder ?? 'Any'}
      clearable
      data={options.map((n) => ({ value: String(n), label: format(n), disabled: disabled?.(n) ?? false }))}
      value={value === undefined ? null : String(value)}
      onChange={(v) => onChange(v === null ? undefined : Number(v))}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
