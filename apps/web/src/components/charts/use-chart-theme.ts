import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const isDark = () => document.documentElement.classList.contains('dark');

const LIGHT = {
  text: '#334155', // slate-700
  grid: '#e2e8f0', // slate-200
  tooltipBg: '#ffffff',
  tooltipBorder: '#cbd5e1',
  series: ['#0f766e', '#b45309', '#4338ca', '#be123c', '#475569'],
};
const DARK = {
  text: '#cbd5e1', // slate-300
  grid: '#334155', // slate-700
  tooltipBg: '#0f172a',
  tooltipBorder: '#475569',
  series: ['#2dd4bf', '#fbbf24', '#a5b4fc', '#fb7185', '#94a3b8'],
};

export type ChartTheme = typeof LIGHT;

/** Chart colours for the current theme (SVG attributes cannot read CSS variables). */
export function useChartTheme(): ChartTheme {
  const dark = useSyncExternalStore(subscribe, isDark, () => false);
  return dark ? DARK : LIGHT;
}

/** Axis props every chart shares: themed ticks, no tick marks. */
export function chartAxis(theme: ChartTheme) {
  return {
    tick: { fill: theme.text, fontSize: 12 },
    stroke: theme.grid,
    tickLine: false,
  } as const;
}

/** Tooltip props every chart shares: the theme's card colours. */
export function chartTooltip(theme: ChartTheme) {
  return {
    contentStyle: {
      background: theme.tooltipBg,
      borderColor: theme.tooltipBorder,
      borderRadius: 8,
      color: theme.text,
    },
    labelStyle: { color: theme.text, fontWeight: 600 },
    itemStyle: { color: theme.text },
    cursor: { fill: theme.grid, fillOpacity: 0.4 },
  } as const;
}

export const chartLegendStyle = (theme: ChartTheme) => ({ color: theme.text, fontSize: 12 });
