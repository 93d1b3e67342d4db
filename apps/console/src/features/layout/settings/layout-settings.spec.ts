import { DEFAULT_LAYOUT_SETTINGS, LAYOUT_SETTING_KEY, layoutSettingsStore, readLayoutSettings } from './layout-settings';
import { DEFAULT_SIZE, readSize, SIZE_KEY, sizeStore } from './size';

/** spec §3: the layout setting stored locally under `layout-setting`, and the size under `size`. */
describe('layout settings persistence', () => {
  beforeEach(() => {
    localStorage.clear();
    layoutSettingsStore.clearSaved();
  });

  it('reads the §3 defaults when nothing is saved', () => {
    expect(readLayoutSettings()).toEqual({
      theme: '#646cff',
      sideTheme: 'theme-dark',
      topNav: false,
      tagsView: true,
      fixedHeader: true,
      sidebarLogo: true,
      dynamicTitle: false,
    });
    expect(layoutSettingsStore.get()).toEqual(DEFAULT_LAYOUT_SETTINGS);
  });

  it('falls back to the defaults on a damaged value, and field by field on foreign fields', () => {
    localStorage.setItem(LAYOUT_SETTING_KEY, '{"topNav": tru');
    expect(readLayoutSettings()).toEqual(DEFAULT_LAYOUT_SETTINGS);
    localStorage.setItem(LAYOUT_SETTING_KEY, '[1,2]');
    expect(readLayoutSettings()).toEqual(DEFAULT_LAYOUT_SETTINGS);
    localStorage.setItem(
      LAYOUT_SETTING_KEY,
      JSON.stringify({ topNav: true, tagsView: 'no', theme: 'red', sideTheme: 'theme-blue', fixedHeader: false }),
    );
    expect(readLayoutSettings()).toEqual({ ...DEFAULT_LAYOUT_SETTINGS, topNav: true, fixedHeader: false });
  });

  it('previews a change without saving it, and saves it on request', () => {
    const seen: boolean[] = [];
    const unsubscribe = layoutSettingsStore.subscribe(() => seen.push(layoutSettingsStore.get().topNav));
    layoutSettingsStore.set({ topNav: true, theme: '#13c2c2' });
    expect(layoutSettingsStore.get()).toMatchObject({ topNav: true, theme: '#13c2c2' });
    expect(localStorage.getItem(LAYOUT_SETTING_KEY)).toBeNull();

    layoutSettingsStore.set({}, true);
    expect(JSON.parse(localStorage.getItem(LAYOUT_SETTING_KEY)!)).toEqual({ ...DEFAULT_LAYOUT_SETTINGS, topNav: true, theme: '#13c2c2' });
    expect(readLayoutSettings()).toMatchObject({ topNav: true, theme: '#13c2c2' });
    expect(seen).toEqual([true, true]);
    unsubscribe();
  });

  it('reset forgets the saved setting and returns to the defaults', () => {
    layoutSettingsStore.set({ sideTheme: 'theme-light', tagsView: false }, true);
    expect(localStorage.getItem(LAYOUT_SETTING_KEY)).not.toBeNull();
    layoutSettingsStore.clearSaved();
    expect(localStorage.getItem(LAYOUT_SETTING_KEY)).toBeNull();
    expect(layoutSettingsStore.get()).toEqual(DEFAULT_LAYOUT_SETTINGS);
  });

  it('stores the size, medium by default, ignoring an unknown one', () => {
    expect(readSize()).toBe(DEFAULT_SIZE);
    expect(DEFAULT_SIZE).toBe('medium');
    sizeStore.set('mini');
    expect(localStorage.getItem(SIZE_KEY)).toBe('mini');
    expect(readSize()).toBe('mini');
    localStorage.setItem(SIZE_KEY, 'huge');
    expect(readSize()).toBe('medium');
  });
});
