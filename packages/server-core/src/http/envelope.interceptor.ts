import { CallHandler, ExecutionContext, Injectable, NestInterceptor, StreamableFile } from '@nestjs/common';
import type { CommonResult } from '@dha/contracts';
import { map, Observable } from 'rxjs';

/**
 * A whole envelope already serialized (`{"code":0,"msg":"","data":…}`), sent as it is: for the hot
 * reads whose data is cached, so neither toWire nor JSON.stringify walks it on every request.
 */
export class SerializedEnvelope {
  constructor(readonly json: string) {}
}

/** A body sent as it is, outside the envelope: for the few calls whose clients expect another shape (AJ-Captcha). */
export class UnwrappedBody {
  constructor(readonly body: unknown) {}
}

/** Wraps every handler result in the envelope `{code: 0, msg: '', data}`; dates go out as epoch ms. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const reply = context
      .switchToHttp()
      .getResponse<{ statusCode: number; status(code: number): unknown; header(name: string, value: string): unknown }>();
    return next.handle().pipe(
      map((data: unknown): unknown => {
        // the contract answers HTTP 200 to every call; Nest would answer 201 to a successful POST
        if (reply.statusCode === 201) reply.status(200);
        if (data instanceof StreamableFile || Buffer.isBuffer(data)) return data;
        if (data instanceof UnwrappedBody) return toWire(data.body);
        if (data instanceof SerializedEnvelope) {
          reply.header('content-type', 'application/json; charset=utf-8');
          return data.json;
        }
        const body: CommonResult<unknown> = { code: 0, msg: '', data: toWire(data) };
        return body;
      }),
    );
  }
}

/** Dates become epoch milliseconds (contract: every date on the wire is a number). */
export function toWire(value: unknown): unknown {
  if (value === undefined) return null;
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.getTime();
  if (Array.isArray(value)) return value.map(toWire);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = v instanceof Date ? v.getTime() : toWire(v);
  return out;
}
