import { DEFAULT_LAYOUT_SETTINGS, layoutSettingsStore } from './layout-settings';

/** The colour swatches of the settings drawer (spec §9: the default colour with presets). */
export const THEME_PRESETS: readonly string[] = [
  DEFAULT_LAYOUT_SETTINGS.theme,
  '#1890ff',
  '#304156',
  '#13c2c2',
  '#11a983',
  '#6959cd',
  '#c71585',
  '#f5222d',
  '#fa541c',
];

/**
 * Sets the theme colour on the document root. Everything coloured by the theme (Blueprint's primary
 * intent, the sidebar's active entry, links…) reads `--dha-primary` or the shades styles.css derives from it.
 */
export function applyTheme(colour: string, root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--dha-primary', colour);
}

/** Applies the saved theme now (before the first paint, the login page included) and every change after. */
export function installTheme(): () => void {
  let applied = '';
  const apply = () => {
    const { theme } = layoutSettingsStore.get();
    if (theme !== applied) applyTheme((applied = theme));
  };
  apply();
  return layoutSettingsStore.subscribe(apply);
}
