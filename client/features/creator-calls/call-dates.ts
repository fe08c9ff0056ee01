const format = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A call's start and end dates (plain dates, shown as the brand gave them). */
export function formatCallDates(start: string | null, end: string | null) {
  const show = (date: string) => format.format(new Date(`${date}T00:00:00Z`));
  if (start && end) return `${show(start)} – ${show(end)}`;
  if (end) return `Until ${show(end)}`;
  if (start) return `From ${show(start)}`;
  return null;
}
