import { ErrorCode, GlobalErrorCodes } from '@dha/contracts';

/**
 * The one error type: a wire code and a message. Thrown anywhere, answered by the exception filter
 * as the envelope `{code, msg, data: null}`. `{}` placeholders in the message are filled in order.
 */
export class BizError extends Error {
  readonly code: number;

  constructor(errorCode: ErrorCode, ...params: unknown[]) {
    super(format(errorCode.msg, params));
    this.code = errorCode.code;
  }

  /** A 400 naming what is wrong with the input: `请求参数不正确:<detail>`. */
  static badRequest(detail: string): BizError {
    return new InvalidInputError(detail);
  }

  static of(errorCode: ErrorCode, message?: string): BizError {
    return new BizError({ code: errorCode.code, msg: message ?? errorCode.msg });
  }
}

/** The 400 of input that breaks the rules (the validation pipe's, or a handler's own check of its input). */
export class InvalidInputError extends BizError {
  constructor(detail: string) {
    super({ code: 400, msg: `${GlobalErrorCodes.BAD_REQUEST.msg}:${detail}` });
  }
}

function format(template: string, params: unknown[]): string {
  let i = 0;
  return template.replace(/\{\}/g, () => (i < params.length ? String(params[i++]) : '{}'));
}
