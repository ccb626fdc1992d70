import { useState } from 'react';
import { cn } from '@/lib/cn';
import { useAppDispatch, useAppSelector } from '@/stores/hooks';
import {
  followSystemTheme,
  setTheme,
  SYSTEM_THEME_CHOICE,
  systemTheme,
  THEME_STORAGE_KEY,
} from '@/stores/interface-slice';
import { ProfileSection } from './profile-section';

type Choice = 'system' | 'light' | 'dark';

const CHOICES: { value: Choice; label: string; hint: string }[] = [
  { value: 'dark', label: 'Dark', hint: 'The default.' },
  { value: 'light', label: 'Light', hint: 'Always light.' },
  { value: 'system', label: 'System', hint: 'Follows your device’s light or dark setting.' },
];

function savedChoice(): Choice {
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    if (saved === 'light' || saved === SYSTEM_THEME_CHOICE) return saved;
  } catch {
    // storage unavailable: nothing saved
  }
  return 'dark';
}

/** Settings: the theme, saved on this device (the top bar's toggle sets the same choice). */
export function AppearanceSection() {
  const dispatch = useAppDispatch();
  const theme = useAppSelector((state) => state.interface.theme);
  // Re-read when the top bar's toggle changes the theme.
  const [choice, setChoice] = useState<Choice>(savedChoice);
  const [seenTheme, setSeenTheme] = useState(theme);
  if (seenTheme !== theme) {
    setSeenTheme(theme);
    setChoice(savedChoice());
  }
  const choose = (value: Choice) => {
    setChoice(value);
    dispatch(value === 'system' ? followSystemTheme(systemTheme()) : setTheme(value));
  };
  return (
    <ProfileSection title="Appearance" description="The colour theme on this device.">
      <fieldset>
        <legend className="sr-only">Theme</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {CHOICES.map((item) => (
            <label
              key={item.value}
              className={cn(
                'cursor-pointer rounded-xl border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-600',
                choice === item.value
                  ? 'border-teal-700 bg-teal-50 dark:border-teal-400 dark:bg-teal-950'
                  : 'border-slate-300 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800',
              )}
            >
              <input
                type="radio"
                name="theme"
                value={item.value}
                checked={choice === item.value}
                onChange={() => choose(item.value)}
                className="sr-only"
              />
              <span className="block font-semibold">{item.label}</span>
              <span className="block text-slate-600 dark:text-slate-300">{item.hint}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </ProfileSection>
  );
}
