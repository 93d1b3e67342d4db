import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
import './styles.css';
import { Icons, type IconPaths } from '@blueprintjs/icons';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installTheme } from './features/layout/settings/theme';

// the saved theme colour before the first paint (spec §2: it drives the whole console)
installTheme();

/** where the build put the icons' SVG paths, one module per icon and size (vite.config.ts) */
declare const __BLUEPRINT_ICON_PATHS__: string;

// each icon is fetched by name when first shown, not every icon of its size at once
Icons.setLoaderOptions({
  loader: async (name, size) => {
    const module = (await import(/* @vite-ignore */ `${__BLUEPRINT_ICON_PATHS__}/${size}px/paths/${name}.js`)) as { default: IconPaths };
    return module.default;
  },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
