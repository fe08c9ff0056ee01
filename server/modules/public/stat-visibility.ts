import type { StatKey } from '../../../shared/public-constants.js';
import type { StatDisplaySettings } from '../../../shared/schemas/roster-extras.js';

/** A statistic the team hid ("Alter Displayed Statistics"), for every platform or for one. */
export function isStatHidden(settings: StatDisplaySettings | null | undefined, key: StatKey, platform?: string) {
  if (!settings) return false;
  return settings[key] === true || (platform !== undefined && settings[`${platform}.${key}`] === true);
}

/** `value` unless the statistic is hidden. */
export function shown<T>(settings: StatDisplaySettings | null | undefined, key: StatKey, platform: string | undefined, value: T): T | null {
  return isStatHidden(settings, key, platform) ? null : value;
}
