import type { QueryClient } from '@tanstack/react-query';
import { refreshPublicConfig } from '../../config/org';
import { refreshDicts } from '../../dict/dict-store';
import { debounce } from './debounce';
import type { LiveConnection } from './live-connection';

/** A burst of admin edits (several entries saved in a row) → one reload. */
export const REFERENCE_DATA_DEBOUNCE_MS = 150;

/**
 * Keeps the tab's reference data current: `dict.changed` reloads the one dictionary cache (every
 * mounted label re-renders from it), `config.changed` reads the public configuration again
 * (organisation name, logo text, about text, switches). Both carry no values. The minute timer of
 * the dictionary cache stays as the fallback for a missed push. Answers the unsubscribe.
 */
export function followReferenceData(connection: Pick<LiveConnection, 'on'>, queryClient: QueryClient): () => void {
  const dicts = debounce(() => void refreshDicts(), REFERENCE_DATA_DEBOUNCE_MS);
  const config = debounce(() => void refreshPublicConfig(queryClient), REFERENCE_DATA_DEBOUNCE_MS);
  const offDicts = connection.on('dict.changed', () => dicts());
  const offConfig = connection.on('config.changed', () => config());
  return () => {
    offDicts();
    offConfig();
    dicts.cancel();
    config.cancel();
  };
}
