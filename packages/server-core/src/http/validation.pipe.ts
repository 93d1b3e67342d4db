import { ArgumentMetadata, Injectable, ValidationError, ValidationPipe } from '@nestjs/common';
import { BizError } from '../errors';
import type { Dto } from './dto-fields';
import { readLikeUpstream } from './upstream-reading';

/**
 * Validates every body, query and path parameter, read as upstream's Jackson reader reads it into
 * its DTO (its console echoes whole rows back): unknown properties are dropped, never stored and
 * never an error, numeric strings fill number fields (upstream-reading.ts). Then the text of every
 * string kept (no NUL, no lone UTF-16 surrogate: PostgreSQL refuses both, neither is text, and some
 * validators fail on them), then the DTO's rules; the first failure is a 400 naming the field.
 */
export function createValidationPipe(): ValidationPipe {
  return new InputValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: false,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => BizError.badRequest(describe(errors)),
  });
}

@Injectable()
class InputValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom') {
      // an unknown property is dropped before anything reads it: whatever it holds is no one's concern
      if (metadata.metatype && this.toValidate(metadata)) value = readLikeUpstream(value, metadata.metatype as Dto, metadata.type);
      const problem = findBadText(value, metadata.data ?? '');
      if (problem) throw BizError.badRequest(problem);
    }
    return super.transform(value, metadata);
  }
}

/** Deeper than any DTO goes (the body parser bounds the nesting before this). */
const MAX_WALK_DEPTH = 64;

/**
 * The first string (or key) of `value` holding a NUL or a lone surrogate, as `path 不能包含…`;
 * undefined when all is text.
 */
export function findBadText(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return badText(value, path || 'value');
  if (value === null || typeof value !== 'object' || depth > MAX_WALK_DEPTH) return undefined;
  const entries: Array<[string, unknown]> = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value);
  for (const [key, item] of entries) {
    const at = path ? `${path}.${key}` : key;
    const problem = (Array.isArray(value) ? undefined : badText(key, at)) ?? findBadText(item, at, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

// eslint-disable-next-line no-control-regex -- the NUL byte is what is refused
const NUL = /\u0000/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function badText(text: string, path: string): string | undefined {
  if (NUL.test(text)) return `${path} 不能包含 NUL 字符`;
  if (LONE_SURROGATE.test(text)) return `${path} 含有无效的 Unicode 字符（不成对的代理项）`;
  return undefined;
}

function describe(errors: ValidationError[], parent = ''): string {
  const first = errors[0];
  if (!first) return 'invalid input';
  const path = parent ? `${parent}.${first.property}` : first.property;
  if (first.constraints) {
    const message = Object.values(first.constraints)[0] ?? 'is invalid';
    return message.startsWith(first.property) ? `${path}${message.slice(first.property.length)}` : `${path}: ${message}`;
  }
  return describe(first.children ?? [], path);
}
