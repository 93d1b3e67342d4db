import { ArgumentsHost, Catch, Logger, type ExceptionFilter } from '@nestjs/common';
import { BizError, EnvelopeExceptionFilter } from '@dha/server-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthErrors } from '../../auth.errors';
import { OAuth2Errors } from '../oauth2.errors';

/**
 * How the token endpoint answers. The upstream wraps it in the envelope `{code, msg, data}` like every
 * call, and its own clients send the parameters in the query. Standard OAuth2 clients (openid-client,
 * Spring, oauth4webapi …) send a form body, as RFC 6749 §4.1.3 asks, and read RFC 6749 §5.1/§5.2:
 * the token JSON at the top level, `{error, error_description}` with HTTP 400/401 on failure. So: a
 * request with an `application/x-www-form-urlencoded` body gets the RFC answer, any other the envelope.
 */
export const wantsRfcAnswer = (contentType: string | undefined): boolean =>
  (contentType ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');

/** RFC 6749 §5.2 error codes of our business errors. */
const RFC_ERRORS = new Map<number, string>([
  [OAuth2Errors.CLIENT_NOT_EXISTS.code, 'invalid_client'],
  [OAuth2Errors.CLIENT_DISABLE.code, 'invalid_client'],
  [OAuth2Errors.CLIENT_CLIENT_SECRET_ERROR.code, 'invalid_client'],
  [OAuth2Errors.CLIENT_AUTHORIZED_GRANT_TYPE_NOT_EXISTS.code, 'unauthorized_client'],
  [OAuth2Errors.CLIENT_SCOPE_OVER.code, 'invalid_scope'],
  [OAuth2Errors.GRANT_CLIENT_ID_MISMATCH.code, 'invalid_grant'],
  [OAuth2Errors.GRANT_REDIRECT_URI_MISMATCH.code, 'invalid_grant'],
  [OAuth2Errors.GRANT_STATE_MISMATCH.code, 'invalid_grant'],
  [OAuth2Errors.CODE_NOT_EXISTS.code, 'invalid_grant'],
  [OAuth2Errors.CODE_EXPIRE.code, 'invalid_grant'],
  [OAuth2Errors.PKCE_VERIFIER_MISMATCH.code, 'invalid_grant'],
  [AuthErrors.LOGIN_BAD_CREDENTIALS.code, 'invalid_grant'],
  [AuthErrors.LOGIN_USER_DISABLED.code, 'invalid_grant'],
  [AuthErrors.REFRESH_TOKEN_EXPIRED.code, 'invalid_grant'],
  [AuthErrors.REFRESH_TOKEN_REUSED.code, 'invalid_grant'],
]);

/** The RFC error of an exception: invalid_client → 401 (RFC 6749 §5.2), a server failure → 500, the rest → 400. */
export function rfcErrorOf(exception: unknown): { status: number; body: { error: string; error_description: string } } {
  if (!(exception instanceof BizError)) return { status: 500, body: { error: 'server_error', error_description: '系统异常' } };
  const msg = exception.message;
  if (exception.code === OAuth2Errors.CLIENT_CREDENTIALS_MISSING.code && msg === OAuth2Errors.CLIENT_CREDENTIALS_MISSING.msg)
    return { status: 401, body: { error: 'invalid_client', error_description: msg } };
  if (msg === OAuth2Errors.IMPLICIT_AT_TOKEN_ENDPOINT.msg || msg.startsWith('请求参数不正确:grant_type 只能是'))
    return { status: 400, body: { error: 'unsupported_grant_type', error_description: msg } };
  if (msg === OAuth2Errors.REFRESH_TOKEN_CLIENT_MISMATCH.msg || msg === AuthErrors.REFRESH_TOKEN_INVALID.msg)
    return { status: 400, body: { error: 'invalid_grant', error_description: msg } };
  const error = RFC_ERRORS.get(exception.code);
  if (error) return { status: error === 'invalid_client' ? 401 : 400, body: { error, error_description: msg } };
  if (exception.code >= 500 && exception.code < 600)
    return { status: 503, body: { error: 'temporarily_unavailable', error_description: msg } };
  return { status: 400, body: { error: 'invalid_request', error_description: msg } };
}

/** The token endpoint's failures: RFC 6749 §5.2 for form requests, the envelope for the others. */
@Catch()
export class OAuth2TokenErrorFilter implements ExceptionFilter {
  private readonly envelope = new EnvelopeExceptionFilter();
  private readonly logger = new Logger('OAuth2Token');

  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    if (!wantsRfcAnswer(request.headers['content-type'])) return this.envelope.catch(exception, host);
    const { status, body } = rfcErrorOf(exception);
    if (status === 500) this.logger.error({ err: exception, traceId: String(request.id) }, 'unexpected error');
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (status === 401) void reply.header('www-authenticate', 'Basic realm="oauth2"');
    void reply.status(status).header('cache-control', 'no-store').header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
