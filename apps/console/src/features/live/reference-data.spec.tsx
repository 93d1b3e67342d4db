import { ConfigKey, type DictDataSimple, type PublicConfig } from '@dha/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { api } from '../../api/http';
import { useOrgName } from '../../config/org';
import { DictTag, dictStore, loadDicts } from '../../dict';
import { LiveProvider } from './LiveProvider';
import { REFERENCE_DATA_DEBOUNCE_MS } from './reference-data';
import { fakeSockets } from './testing/fake-socket';

const entry = (label: string): DictDataSimple => ({ dictType: 'signup_status', value: '10', label, colorType: 'warning', cssClass: '' });
const config = (name: string): PublicConfig => ({
  [ConfigKey.ORG_NAME]: name,
  [ConfigKey.ABOUT_CONTENT]: null,
  [ConfigKey.CAPTCHA_ENABLED]: 'false',
  [ConfigKey.ORG_LOGO_TEXT]: 'DHA',
  [ConfigKey.REGISTER_ENABLED]: 'true',
});

/** What the server answers now: the test changes it, then pushes the event as the server would. */
const server = { dicts: [entry('待审核')], config: config('DHA 培训中心') };

function Screen() {
  return (
    <>
      <span data-testid="org">{useOrgName()}</span>
      <DictTag type="signup_status" value={10} />
    </>
  );
}

async function renderLive() {
  const sockets = fakeSockets();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LiveProvider open={sockets.open} tokenPollMs={60_000}>
        <Screen />
      </LiveProvider>
    </QueryClientProvider>,
  );
  act(() => sockets.last().serverConnect());
  // the public configuration has arrived: nothing renders later behind the test's back
  await waitFor(() => expect(screen.getByTestId('org').textContent).toBe(server.config[ConfigKey.ORG_NAME]));
  return sockets;
}

describe('live reference data (dict.changed / config.changed)', () => {
  let get: jest.SpyInstance;
  const calls = (path: string) => get.mock.calls.filter(([p]) => p === path).length;

  beforeEach(() => {
    server.dicts = [entry('待审核')];
    server.config = config('DHA 培训中心');
    get = jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
      if (path === '/system/dict-data/list-all-simple') return server.dicts;
      if (path === '/infra/config/public') return server.config;
      return null;
    });
  });
  afterEach(() => {
    // unmount first: the reset below would re-render the mounted labels
    cleanup();
    dictStore.reset();
    get.mockRestore();
  });

  it('a dict.changed push reloads the dictionary cache once and every mounted label re-renders, without a page reload', async () => {
    await loadDicts();
    const sockets = await renderLive();
    expect(screen.getByText('待审核')).toBeTruthy();
    const before = calls('/system/dict-data/list-all-simple');

    server.dicts = [entry('等待审核')];
    // a burst of pushes (several entries saved in a row) makes one reload
    act(() => {
      sockets.last().push('dict.changed', { at: Date.now() });
      sockets.last().push('dict.changed', { at: Date.now() });
    });
    expect(await screen.findByText('等待审核')).toBeTruthy();
    expect(screen.queryByText('待审核')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, REFERENCE_DATA_DEBOUNCE_MS * 2));
    expect(calls('/system/dict-data/list-all-simple')).toBe(before + 1);
  });

  it('a tab without dictionaries (anonymous page) does not load them on dict.changed', async () => {
    const sockets = await renderLive();
    const before = calls('/system/dict-data/list-all-simple');
    act(() => sockets.last().push('dict.changed', { at: Date.now() }));
    await new Promise((resolve) => setTimeout(resolve, REFERENCE_DATA_DEBOUNCE_MS * 2));
    expect(calls('/system/dict-data/list-all-simple')).toBe(before);
    expect(dictStore.isLoaded()).toBe(false);
  });

  it('a config.changed push reads the public configuration again: the organisation name follows', async () => {
    const sockets = await renderLive();
    expect(screen.getByTestId('org').textContent).toBe('DHA 培训中心');
    server.config = config('某某学院');
    act(() => sockets.last().push('config.changed', { at: Date.now() }));
    await waitFor(() => expect(screen.getByTestId('org').textContent).toBe('某某学院'));
  });

  it('a reconnect reloads the dictionaries too (a push may have been missed while away)', async () => {
    await loadDicts();
    const sockets = await renderLive();
    server.dicts = [entry('已改名')];
    act(() => sockets.last().drop());
    act(() => sockets.last().serverConnect());
    expect(await screen.findByText('已改名')).toBeTruthy();
  });
});

describe('dictionary loads that overlap', () => {
  afterEach(() => dictStore.reset());

  it('never shows an older answer over a newer one', async () => {
    const answers: Array<(v: DictDataSimple[]) => void> = [];
    const get = jest
      .spyOn(api, 'get')
      .mockImplementation(() => new Promise<DictDataSimple[]>((resolve) => answers.push(resolve)) as Promise<never>);
    try {
      const first = loadDicts();
      const second = loadDicts();
      answers[1]!([entry('新')]);
      await second;
      answers[0]!([entry('旧')]);
      await first;
      expect(dictStore.snapshot().get('signup_status')?.[0]?.label).toBe('新');
    } finally {
      get.mockRestore();
    }
  });
});
