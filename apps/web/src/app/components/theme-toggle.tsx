import { MoonIcon, SunIcon } from '@/components/ui/icons';
import { setTheme } from '@/stores/interface-slice';
import { selectTheme, useAppDispatch, useAppSelector } from '@/stores/hooks';
import { iconButtonClasses } from './nav-styles';

/** The dark/light toggle; the choice is saved (see stores/theme-listener). */
export function ThemeToggle() {
  const theme = useAppSelector(selectTheme);
  const dispatch = useAppDispatch();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className={iconButtonClasses}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      onClick={() => dispatch(setTheme(next))}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
