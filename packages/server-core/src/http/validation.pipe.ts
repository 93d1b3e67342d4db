import { ValidationError, ValidationPipe } from '@nestjs/common';
import { BizError } from '../errors';

/**
 * Validates every body and query against its DTO: unknown fields are refused, strings are bounded
 * by the DTO, and the first failure is answered as a 400 naming the field.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => BizError.badRequest(describe(errors)),
  });
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
