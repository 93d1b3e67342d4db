import { loadConfig } from '@dha/server-core';
import { LoggingMailTransport, NodemailerMailTransport, mailTransportProvider } from './mail-transport';

describe('mail transport choice', () => {
  it('logs instead of sending when SMTP_URL is unset', () => {
    const factory = (mailTransportProvider as { useFactory: (c: unknown) => unknown }).useFactory;
    const config = loadConfig({ ...process.env, SMTP_URL: undefined });
    expect(factory({ ...config, SMTP_URL: undefined })).toBeInstanceOf(LoggingMailTransport);
    const real = factory({ ...config, SMTP_URL: 'smtp://127.0.0.1:2525' }) as NodemailerMailTransport;
    expect(real).toBeInstanceOf(NodemailerMailTransport);
    real.onApplicationShutdown();
  });
});
