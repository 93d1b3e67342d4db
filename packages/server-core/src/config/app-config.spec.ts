import { ConfigError, loadConfig } from './app-config';

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
