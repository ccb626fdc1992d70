import { useState } from 'react';
import { CardSection } from '@/components/ui/card-section';
import { ChoiceCards, type ChoiceCard } from '@/components/ui/choice-cards';
import { useAppDispatch, useAppSelector } from '@/stores/hooks';
import {
  followSystemTheme,
  setTheme,
  SYSTEM_THEME_CHOICE,
  systemTheme,
  THEME_STORAGE_KEY,
} from '@/stores/interface-slice';

type Choice = 'system' | 'light' | 'dark';

const CHOICES: ChoiceCard<Choice>[] = [
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
    <CardSection title="Appearance" description="The colour theme on this device.">
      <ChoiceCards
        legend="Theme"
        hideLegend
        name="theme"
        options={CHOICES}
        value={choice}
        onChange={choose}
        className="sm:grid-cols-3"
      />
    </CardSection>
  );
}
