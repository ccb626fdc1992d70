import type { TSavedSearch } from '@nestwise/shared';

/** One select for the two settings: how often alerts go out, or none at all. */
export type AlertChoice = 'instant' | 'daily' | 'off';

export const ALERT_OPTIONS: { value: AlertChoice; label: string }[] = [
  { value: 'instant', label: 'Instantly' },
  { value: 'daily', label: 'Daily digest' },
  { value: 'off', label: 'Off' },
];

export function alertChoice(search: Pick<TSavedSearch, 'alertsEnabled' | 'frequency'>) {
  return search.alertsEnabled ? search.frequency : 'off';
}

export const ALERT_LABELS: Record<AlertChoice, string> = {
  instant: 'Instant alerts',
  daily: 'Daily digest',
  off: 'Alerts off',
};
