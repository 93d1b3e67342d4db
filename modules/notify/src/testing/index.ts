export * from './notify-fixtures';
// the SMTP test server lives in @dha/testing (the auth module's password-reset mails use it too)
export { SmtpSink } from '@dha/testing';
