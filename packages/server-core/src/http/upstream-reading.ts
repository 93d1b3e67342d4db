import { dtoFields, type Dto, type DtoField } from './dto-fields';

/** Where a value came from: a JSON body keeps types, a query string or path has only text. */
type InputSource = 'body' | 'query' | 'param';

type Kind = 'number' | 'boolean' | 'other';
interface FieldReading {
  kind: Kind;
  /** the kind applies to each element of a list */
  list: boolean;
  nested?: Dto;
}

const NUMBER_RULES = ['isInt', 'isNumber', 'isPositive', 'isNegative', 'min', 'max'];
/** a decimal literal, as Jackson reads one into a number field (no hex, no NaN/Infinity) */
const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const BOOLEAN = /^(true|false)$/i;

function readingOf(field: DtoField): FieldReading {
  if (field.nested) return { kind: 'other', list: false, nested: field.nested };
  const numeric = (name: string): boolean => {
    if (NUMBER_RULES.includes(name)) return true;
    const values = name === 'isIn' ? (field.rules.get('isIn')?.[0] as unknown[] | undefined) : undefined;
    return !!values?.length && values.every((v) => typeof v === 'number');
  };
  const ruleNames = [...field.rules.keys()];
  const kindOf = (names: string[]): Kind => (names.some(numeric) ? 'number' : names.includes('isBoolean') ? 'boolean' : 'other');
  const scalar = kindOf(ruleNames.filter((n) => !field.each.has(n)));
  if (scalar !== 'other') return { kind: scalar, list: false };
  return { kind: kindOf([...field.each]), list: true };
}

const readings = new WeakMap<Dto, Map<string, FieldReading>>();

function readingsOf(dto: Dto): Map<string, FieldReading> {
  let map = readings.get(dto);
  if (!map) {
    map = new Map(dtoFields(dto).map((f) => [f.name, readingOf(f)]));
    readings.set(dto, map);
  }
  return map;
}

/** A text as the field's scalar: `"99"` → 99, `"true"` → true; anything else stays for validation to refuse. */
function scalarOf(value: unknown, kind: Kind): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (kind === 'number' && NUMERIC.test(text)) return Number(text);
  if (kind === 'boolean' && BOOLEAN.test(text)) return text.toLowerCase() === 'true';
  return value;
}

/**
 * `value` as upstream's Jackson reader reads it into the DTO, before the DTO's rules check it (its
 * console echoes whole rows back and sends form values as text): the properties the DTO does not
 * know are dropped, here and in nested DTOs, unread; a number field takes a numeric string (`"99"` →
 * 99, in a list too), a boolean field `"true"`/`"false"`, and an empty string in either is "none"
 * (null in a body; left out of a query, so a default or "no filter" applies). Everything else is left
 * as it came: the rules still refuse a wrong type, range, length or format naming the field.
 */
export function readLikeUpstream(value: unknown, dto: Dto, source: InputSource): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const fields = readingsOf(dto);
  if (!fields.size) return value;
  const out: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) {
    const field = fields.get(name);
    if (!field) continue;
    if (field.nested) {
      const nested = field.nested;
      out[name] = Array.isArray(item) ? item.map((v) => readLikeUpstream(v, nested, source)) : readLikeUpstream(item, nested, source);
    } else if (field.kind === 'other') {
      out[name] = item;
    } else if (field.list) {
      out[name] = Array.isArray(item) ? item.map((v) => scalarOf(v, field.kind)) : item;
    } else if (typeof item === 'string' && item.trim() === '') {
      if (source === 'body') out[name] = null;
    } else {
      out[name] = scalarOf(item, field.kind);
    }
  }
  return out;
}
