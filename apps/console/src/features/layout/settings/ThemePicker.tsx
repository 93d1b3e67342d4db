import { Icon } from '@blueprintjs/core';
import { THEME_PRESETS } from './theme';

/** Preset swatches plus the browser's own colour input for any other colour. */
export function ThemePicker({ value, onChange }: { value: string; onChange: (colour: string) => void }) {
  const current = value.toLowerCase();
  return (
    <div className="dha-theme-picker" role="group" aria-label="主题颜色">
      {THEME_PRESETS.map((colour) => {
        const chosen = colour.toLowerCase() === current;
        return (
          <button
            key={colour}
            type="button"
            className="dha-theme-swatch"
            style={{ background: colour }}
            aria-label={`主题颜色 ${colour}`}
            aria-pressed={chosen}
            title={colour}
            onClick={() => onChange(colour)}
          >
            {chosen && <Icon icon="tick" size={12} />}
          </button>
        );
      })}
      <label className="dha-theme-custom" title="自定义颜色">
        <input type="color" aria-label="自定义主题颜色" value={current} onChange={(e) => onChange(e.currentTarget.value)} />
      </label>
    </div>
  );
}
