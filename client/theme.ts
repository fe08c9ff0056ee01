import { LABEL } from '../shared/labels';
import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Pitchroom violet: confident but calm, readable on white at shade 6. */
const brand: MantineColorsTuple = ['#f2f0ff', '#e1ddfd', '#c0b8f7', '#9d90f2', '#7f6eed', '#6b58ea', '#5b45e0', '#4b37c7', '#4130b3', '#34269a'];

const fontStack = 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Every form field one size, so the labels of one form (and of grouped fields) match. */
const FORM_FIELDS = [
  'TextInput',
  'PasswordInput',
  'Textarea',
  'Select',
  'MultiSelect',
  'TagsInput',
  'NumberInput',
  'Autocomplete',
  'NativeSelect',
  'FileInput',
  'InputWrapper',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 4 },
  colors: { brand },
  fontFamily: fontStack,
  headings: {
    fontFamily: fontStack,
    fontWeight: '700',
    sizes: {
      h1: { fontSize: '1.875rem', lineHeight: '1.25' },
      h2: { fontSize: '1.375rem', lineHeight: '1.3' },
      h3: { fontSize: '1.125rem', lineHeight: '1.35' },
    },
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { size: 'md' } },
    ...Object.fromEntries(FORM_FIELDS.map((field) => [field, { defaultProps: { size: 'md' } }])),
    Paper: { defaultProps: { radius: 'lg', withBorder: true } },
    Container: { defaultProps: { size: 'lg' } },
    // Their close buttons are icons: give them a name.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': LABEL.close } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': LABEL.close } } },
  },
});

/** Dimmed text readable on white and on the gray page (WCAG AA 4.5:1; Mantine's gray 6 is 3.3:1). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
