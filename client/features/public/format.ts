export { ageGroupLabel, formatCount, formatPercent, formatRate, PLATFORM_NAME, sharePercent } from '../../../shared/figure-format';

export const formatDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) : '–');
