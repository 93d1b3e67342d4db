import { Button, Classes, DrawerSize, H6, Intent, Position, SegmentedControl, Switch } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { showToast } from '../../../api/toaster';
import { AppDrawer } from '../../../ui/AppDialog';
import { layoutSettingsStore, useLayoutSettings, type LayoutSettings } from './layout-settings';
import { ThemePicker } from './ThemePicker';

/** spec §4 settings messages */
export const SAVING_MESSAGE = '正在保存到本地，请稍候...';
export const RESETTING_MESSAGE = '正在清除设置缓存并刷新，请稍候...';
/** spec §4: the drawer closes (save) or the page reloads (reset) about one second after the message. */
const SETTLE_MS = 1000;

type Switchable = 'topNav' | 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'dynamicTitle';
const SWITCHES: readonly { key: Switchable; label: string }[] = [
  { key: 'topNav', label: '开启 TopNav' },
  { key: 'tagsView', label: '开启 Tags-Views' },
  { key: 'fixedHeader', label: '固定 Header' },
  { key: 'sidebarLogo', label: '显示 Logo' },
  { key: 'dynamicTitle', label: '动态标题' },
];

/**
 * The layout settings drawer (spec §2/§3): every change previews live; 保存配置 stores it under
 * `layout-setting`, 重置配置 forgets the stored one and reloads. Closes only by its close button or Esc (AppDrawer).
 */
export function SettingsDrawer({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const settings = useLayoutSettings();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const preview = (patch: Partial<LayoutSettings>) => layoutSettingsStore.set(patch);

  const save = () => {
    layoutSettingsStore.set({}, true);
    showToast({ intent: 'primary', message: SAVING_MESSAGE, timeout: SETTLE_MS });
    timer.current = window.setTimeout(onClose, SETTLE_MS);
  };

  const reset = () => {
    layoutSettingsStore.clearSaved();
    showToast({ intent: 'primary', message: RESETTING_MESSAGE, timeout: 0 });
    timer.current = window.setTimeout(() => window.location.reload(), SETTLE_MS);
  };

  return (
    <AppDrawer
      isOpen={isOpen}
      onClose={onClose}
      position={Position.RIGHT}
      size={DrawerSize.SMALL}
      title="布局设置"
      icon="cog"
      className="dha-settings-drawer"
    >
      <div className={Classes.DRAWER_BODY}>
        <div className="dha-settings-body">
          <section aria-labelledby="dha-settings-style">
            <H6 id="dha-settings-style">主题风格设置</H6>
            <SegmentedControl
              aria-label="侧边栏风格"
              fill
              value={settings.sideTheme}
              options={[
                { value: 'theme-dark', label: '深色侧边栏' },
                { value: 'theme-light', label: '浅色侧边栏' },
              ]}
              onValueChange={(v) => preview({ sideTheme: v as LayoutSettings['sideTheme'] })}
            />
          </section>
          <section aria-labelledby="dha-settings-colour">
            <H6 id="dha-settings-colour">主题颜色</H6>
            <ThemePicker value={settings.theme} onChange={(theme) => preview({ theme })} />
          </section>
          <section aria-labelledby="dha-settings-layout">
            <H6 id="dha-settings-layout">系统布局配置</H6>
            {SWITCHES.map(({ key, label }) => (
              <Switch
                key={key}
                label={label}
                alignIndicator="end"
                checked={settings[key]}
                onChange={(e) => preview({ [key]: e.currentTarget.checked })}
              />
            ))}
          </section>
        </div>
      </div>
      <div className={Classes.DRAWER_FOOTER}>
        <div className="dha-settings-actions">
          <Button intent={Intent.PRIMARY} icon="floppy-disk" text="保存配置" onClick={save} />
          <Button icon="refresh" text="重置配置" onClick={reset} />
        </div>
      </div>
    </AppDrawer>
  );
}
