import { useSyncExternalStore } from 'react';

/** spec §3: the layout setting, stored locally under `layout-setting`. */
export const LAYOUT_SETTING_KEY = 'layout-setting';

export interface LayoutSettings {
  /** theme colour: drives the console through CSS variables */
  theme: string;
  sideTheme: 'theme-dark' | 'theme-light';
  topNav: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  dynamicTitle: boolean;
}

/**
 * Whether the settings drawer (and its gear button) is offered at all (spec §2 `showSettings`). A build
 * switch, not a stored setting: §3's layout-setting has no such field.
 */
export const SHOW_SETTINGS = true;

/** spec §3 defaults */
export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = {
  theme: '#646cff',
  sideTheme: 'theme-dark',
  topNav: false,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  dynamicTitle: false,
};

/** The saved settings over the defaults; a damaged or foreign value falls back field by field. */
export function readLayoutSettings(): LayoutSettings {
  let saved: Record<string, unknown> = {};
  try {
    const raw = localStorage.getItem(LAYOUT_SETTING_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) saved = parsed as Record<string, unknown>;
  } catch {
    /* unreadable: defaults */
  }
  const d = DEFAULT_LAYOUT_SETTINGS;
  const bool = (k: keyof LayoutSettings) => (typeof saved[k] === 'boolean' ? (saved[k] as boolean) : (d[k] as boolean));
  return {
    theme: typeof saved.theme === 'string' && /^#[0-9a-fA-F]{6}$/.test(saved.theme) ? saved.theme : d.theme,
    sideTheme: saved.sideTheme === 'theme-light' || saved.sideTheme === 'theme-dark' ? saved.sideTheme : d.sideTheme,
    topNav: bool('topNav'),
    tagsView: bool('tagsView'),
    fixedHeader: bool('fixedHeader'),
    sidebarLogo: bool('sidebarLogo'),
    dynamicTitle: bool('dynamicTitle'),
  };
}

let current: LayoutSettings | undefined;
const listeners = new Set<() => void>();

export const layoutSettingsStore = {
  get(): LayoutSettings {
    return (current ??= readLayoutSettings());
  },
  /** Applies a change now (live preview); `persist` writes it under `layout-setting`. */
  set(patch: Partial<LayoutSettings>, persist = false): void {
    current = { ...layoutSettingsStore.get(), ...patch };
    if (persist) {
      try {
        localStorage.setItem(LAYOUT_SETTING_KEY, JSON.stringify(current));
      } catch {
        /* storage full or blocked: the setting lives for this page only */
      }
    }
    listeners.forEach((l) => l());
  },
  /** Forgets the saved settings (the caller reloads). */
  clearSaved(): void {
    try {
      localStorage.removeItem(LAYOUT_SETTING_KEY);
    } catch {
      /* ignore */
    }
    current = undefined;
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useLayoutSettings(): LayoutSettings {
  return useSyncExternalStore(layoutSettingsStore.subscribe, layoutSettingsStore.get, layoutSettingsStore.get);
}
