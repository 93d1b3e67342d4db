import { screen } from '@testing-library/react';
import { fakeServer, ok, renderClient, resetClientState } from '../shared/test-utils';

/** The about text is an admin-edited configuration value: shown as text, never run as markup. */
describe('/client/about with markup in the configured text', () => {
  beforeEach(() => resetClientState({ loggedIn: false }));

  it('renders tags and scripts literally, creating no element from them', async () => {
    const text = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>\n\n<b>粗体</b>';
    fakeServer({ 'GET /infra/config/public': ok({ 'system.org.name': '测试中心', 'client.about.content': text }) });
    renderClient('/client/about');
    expect(await screen.findByText('<b>粗体</b>')).toBeTruthy();
    expect(screen.getByText('<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>')).toBeTruthy();
    expect(document.querySelector('.dha-client-rich img, .dha-client-rich script, .dha-client-rich b')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
