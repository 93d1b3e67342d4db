import { ConfigError, loadConfig, runsEventConsumer } from './app-config';

describe('FILE_BASE_URLS (our own file servers, for rich-text images)', () => {
  it('is empty by default and takes a comma-separated list of http(s) URLs', () => {
    expect(loadConfig({}).FILE_BASE_URLS).toEqual([]);
    expect(loadConfig({ FILE_BASE_URLS: ' https://files.dha.example/uploads/ ,http://cdn.dha.example ' }).FILE_BASE_URLS).toEqual([
      'https://files.dha.example/uploads/',
      'http://cdn.dha.example',
    ]);
  });

  it.each([['ftp://files.dha.example/'], ['files.dha.example'], ['https://u:p@files.dha.example/'], ['https://files.dha.example/?a=1']])(
    'stops the start on %p, naming the variable',
    (value) => {
      expect(() => loadConfig({ FILE_BASE_URLS: value })).toThrow(ConfigError);
      expect(() => loadConfig({ FILE_BASE_URLS: value })).toThrow(/FILE_BASE_URLS/);
    },
  );
});

describe('EVENT_CONSUMERS (which event consumers a worker runs)', () => {
  const runs = (value: string | undefined, name: string) => runsEventConsumer(loadConfig({ EVENT_CONSUMERS: value }), name);

  it('runs every consumer by default and with `all`', () => {
    expect(runs(undefined, 'live')).toBe(true);
    expect(runs('all', 'notify')).toBe(true);
  });

  it('runs only the consumers listed', () => {
    expect(runs('live', 'live')).toBe(true);
    expect(runs('live', 'notify')).toBe(false);
    expect(runs('live,notify-mail', 'notify-mail')).toBe(true);
  });

  it('runs every consumer but those after a leading -', () => {
    expect(runs('-live', 'live')).toBe(false);
    expect(runs('-live', 'notify')).toBe(true);
    expect(runs('-live,notify-mail', 'notify-mail')).toBe(false);
  });

  it.each([['live,'], ['Live'], ['-'], ['live notify'], ['all,live']])('stops the start on %p, naming the variable', (value) => {
    expect(() => loadConfig({ EVENT_CONSUMERS: value })).toThrow(/EVENT_CONSUMERS/);
  });
});

describe('REDIS_COMMAND_TIMEOUT_MS (how long a request waits for one Redis command)', () => {
  it('is 500 ms by default, so the endpoints that need Redis answer 503 fast while it is down', () => {
    expect(loadConfig({}).REDIS_COMMAND_TIMEOUT_MS).toBe(500);
    expect(loadConfig({ REDIS_COMMAND_TIMEOUT_MS: '5000' }).REDIS_COMMAND_TIMEOUT_MS).toBe(5000);
  });

  it.each([['0'], ['10'], ['1.5'], ['soon'], ['600000']])('stops the start on %p, naming the variable', (value) => {
    expect(() => loadConfig({ REDIS_COMMAND_TIMEOUT_MS: value })).toThrow(/REDIS_COMMAND_TIMEOUT_MS/);
  });
});
