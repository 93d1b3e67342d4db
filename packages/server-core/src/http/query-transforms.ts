import { applyDecorators } from '@nestjs/common';
import { CommonStatus, MAX_INT32 } from '@dha/contracts';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { Transform } from 'class-transformer';

/** Query-string boolean: 'true'/'1' → true, 'false'/'0' → false; anything else stays and fails @IsBoolean. */
export const QueryBoolean = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => {
    if (value === 'true' || value === '1' || value === true) return true;
    if (value === 'false' || value === '0' || value === false) return false;
    return value;
  });

/** Query-string number (a non-numeric value stays a string and fails @IsInt). */
export const QueryInt = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value));

/** Query-string range `a,b` or repeated keys → [a, b] numbers. */
export const QueryIntRange = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => {
    const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : value;
    if (!Array.isArray(parts)) return parts;
    return parts.map((p: unknown) => (typeof p === 'string' && /^-?\d+$/.test(p.trim()) ? Number(p.trim()) : p));
  });

/** The operator id as stored in creator/updater columns. */
export const operatorOf = (user: { id: number } | undefined): string => (user ? String(user.id) : '');

/**
 * The field may be left out (the handler keeps what is stored) but not sent as `null`: its column
 * holds no null, so null goes on to the field's rules and is refused naming the field. `@IsOptional()`
 * lets null through: keep it for fields where null means "none" (it clears a nullable column).
 */
export const OptionalNotNull = (): PropertyDecorator => ValidateIf((_object: object, value: unknown) => value !== undefined);

/** An optional string field of at most `max` characters. */
export const OptionalText = (max: number): PropertyDecorator => applyDecorators(IsOptional(), IsString(), MaxLength(max));

/** An optional query-string number that must be one of `values` (a status, a type). */
export const OptionalQueryIn = (values: readonly number[]): PropertyDecorator =>
  applyDecorators(IsOptional(), QueryInt(), IsIn([...values]));

/** A list entry's display order: an integer 0–999999. */
export const SortOrder = (): PropertyDecorator => applyDecorators(IsInt(), Min(0), Max(999_999));

/** Enabled or disabled (CommonStatus). */
export const CommonStatusIn = (): PropertyDecorator => applyDecorators(IsIn(Object.values(CommonStatus)));

/** An identifier of at most `max` characters: letters, digits and `_ - . :` (a role or post code). */
export const IdentifierCode = (max: number): PropertyDecorator =>
  applyDecorators(IsString(), MaxLength(max), Matches(/^[A-Za-z0-9_.:-]+$/, { message: 'code 只能包含字母、数字和 _ - . :' }));

/** Trims a string (use with `@Transform(trimToNull)`); an empty one clears the field (null). */
export const trimToNull = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** Trims a string (use with `@Transform(trim)`); any other value passes on to the type check. */
export const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** An optional query-string row id (a filter by app, user, wallet): a whole number from 1 to MAX_INT32. */
export const OptionalQueryRowId = (): PropertyDecorator => applyDecorators(IsOptional(), QueryInt(), IsInt(), Min(1), Max(MAX_INT32));
