import { ConfigKey, type PublicConfig } from '@dha/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { api } from '../../api/http';
import { logoTextOf, registerEnabledOf } from '../../config/org';
import { LoginPage } from './LoginPage';
import { REGISTER_CLOSED_TEXT, RegisterPage } from './RegisterPage';

const config = (o: Partial<PublicConfig> = {}): PublicConfig => ({
  [ConfigKey.ORG_NAME]: '某某学院',
  [ConfigKey.ABOUT_CONTENT]: null,
  [ConfigKey.CAPTCHA_ENABLED]: 'false',
  [ConfigKey.ORG_LOGO_TEXT]: 'MM',
  [ConfigKey.REGISTER_ENABLED]: 'true',
  ...o,
});

function renderPage(page: React.ReactNode, publicConfig: PublicConfig) {
  jest.spyOn(api, 'get').mockImplementation(async (path: string) => (path === '/infra/config/public' ? publicConfig : null) as never);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('first-day configuration in the console', () => {
  afterEach(() => jest.restoreAllMocks());

  it('the login page shows the configured organisation name and the register link while registration is open', async () => {
    renderPage(<LoginPage />, config());
    expect(await screen.findByText('某某学院')).toBeTruthy();
    expect(screen.getByRole('link', { name: '没有账号？立即注册' })).toBeTruthy();
  });

  it('the login page hides the register link when the organisation closed registration', async () => {
    renderPage(<LoginPage />, config({ [ConfigKey.REGISTER_ENABLED]: 'false' }));
    expect(await screen.findByText('某某学院')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '没有账号？立即注册' })).toBeNull();
  });

  it('the register page shows the closed notice instead of the form, with the way to login', async () => {
    renderPage(<RegisterPage />, config({ [ConfigKey.REGISTER_ENABLED]: 'false' }));
    expect(await screen.findByText(REGISTER_CLOSED_TEXT)).toBeTruthy();
    expect(screen.queryByLabelText('用户名')).toBeNull();
    expect(screen.getByRole('link', { name: '已有账号？去登录' })).toBeTruthy();
  });

  it('the register page shows its form while registration is open', async () => {
    renderPage(<RegisterPage />, config());
    await waitFor(() => expect(screen.getByText('某某学院')).toBeTruthy());
    expect(screen.getByLabelText('用户名')).toBeTruthy();
    expect(screen.queryByText(REGISTER_CLOSED_TEXT)).toBeNull();
  });

  it('an HTML organisation name is shown as text, never as markup', async () => {
    renderPage(<LoginPage />, config({ [ConfigKey.ORG_NAME]: '<img src=x onerror=alert(1)>学院' }));
    expect(await screen.findByText('<img src=x onerror=alert(1)>学院')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it('reads the switches and the logo text as the server stores them', () => {
    expect(registerEnabledOf(config())).toBe(true);
    expect(registerEnabledOf(config({ [ConfigKey.REGISTER_ENABLED]: ' false ' }))).toBe(false);
    // missing, hidden by an admin or still loading: open (the server decides anyway)
    expect(registerEnabledOf(config({ [ConfigKey.REGISTER_ENABLED]: null }))).toBe(true);
    expect(registerEnabledOf(undefined)).toBe(true);
    expect(logoTextOf(config())).toBe('MM');
    expect(logoTextOf(config({ [ConfigKey.ORG_LOGO_TEXT]: '  ' }))).toBe('某某');
    expect(logoTextOf(undefined)).toBe('DH');
  });
});
