/**
 * A form's submit that failed validation: its first field marked invalid takes the focus once the
 * errors show, which scrolls it into view (below the navigation bar, see global.css) for a keyboard
 * and a screen reader as well. For `form.onSubmit(save, focusFirstInvalid)`.
 */
export function focusFirstInvalid(_errors: unknown, _values: unknown, event?: { currentTarget: EventTarget | null }) {
  const form = event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : document;
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
