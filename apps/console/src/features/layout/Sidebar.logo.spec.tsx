import { ConfigKey, type PublicConfig } from '@dha/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { api } from '../../api/http';
import { Sidebar } from './Sidebar';

const config = (o: Partial<PublicConfig> = {}): PublicConfig => ({
  [ConfigKey.ORG_NAME]: '某某学院',
  [ConfigKey.ABOUT_CONTENT]: null,
  [ConfigKey.CAPTCHA_ENABLED]: 'false',
  [ConfigKey.ORG_LOGO_TEXT]: 'MM',
  [ConfigKey.REGISTER_ENABLED]: 'true',
  ...o,
});

function renderSidebar(publicConfig: PublicConfig, collapsed = false) {
  jest.spyOn(api, 'get').mockImplementation(async (path: string) => (path === '/infra/config/public' ? publicConfig : null) as never);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Sidebar collapsed={collapsed} onExpand={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The sidebar's logo: the configured logo text as its mark, the organisation name beside it. */
describe('<Sidebar> logo', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the configured logo text and organisation name', async () => {
    renderSidebar(config());
    expect(await screen.findByText('某某学院')).toBeTruthy();
    expect(document.querySelector('.dha-sidebar-logo-mark')?.textContent).toBe('MM');
    expect(screen.getByTitle('某某学院')).toBeTruthy();
  });

  it('keeps the mark when collapsed, and falls back to the name when no logo text is set', async () => {
    renderSidebar(config({ [ConfigKey.ORG_LOGO_TEXT]: '' }), true);
    expect(await screen.findByTitle('某某学院')).toBeTruthy();
    expect(document.querySelector('.dha-sidebar-logo-mark')?.textContent).toBe('某某');
    expect(document.querySelector('.dha-sidebar-logo-text')).toBeNull();
  });

  it('shows markup in the configured texts as text', async () => {
    renderSidebar(config({ [ConfigKey.ORG_LOGO_TEXT]: '<b>X</b>', [ConfigKey.ORG_NAME]: '<i>学院</i>' }));
    expect(await screen.findByText('<i>学院</i>')).toBeTruthy();
    expect(document.querySelector('.dha-sidebar-logo-mark')?.textContent).toBe('<b>X</b>');
    expect(document.querySelector('.dha-sidebar b, .dha-sidebar i')).toBeNull();
  });
});
