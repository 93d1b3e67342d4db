import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';

export type Dto = abstract new (...args: never[]) => unknown;

/** One validated property of a DTO, as class-validator knows it. */
export interface DtoField {
  name: string;
  optional: boolean;
  /** the class-validator rule names on it (isInt, isString, maxLength, isIn …) with their constraints */
  rules: Map<string, unknown[]>;
  /** the rules checked on each element of a list (`{ each: true }`) */
  each: Set<string>;
  /** the DTO of a nested object or list of objects */
  nested?: Dto;
}

const cache = new WeakMap<Dto, DtoField[]>();

/** The validated properties of a DTO class (inherited ones included). */
export function dtoFields(dto: Dto): DtoField[] {
  const known = cache.get(dto);
  if (known) return known;
  const metas = getMetadataStorage().getTargetValidationMetadatas(dto as never, '', true, false) as ValidationMetadata[];
  const byName = new Map<string, DtoField>();
  for (const m of metas) {
    const field: DtoField = byName.get(m.propertyName) ?? { name: m.propertyName, optional: false, rules: new Map(), each: new Set() };
    byName.set(m.propertyName, field);
    if (m.type === 'conditionalValidation') field.optional = true;
    else if (m.type === 'nestedValidation') field.nested ??= nestedTypeOf(dto, m.propertyName);
    else if (m.name) {
      field.rules.set(m.name, m.constraints ?? []);
      if (m.each) field.each.add(m.name);
    }
  }
  const fields = [...byName.values()];
  cache.set(dto, fields);
  return fields;
}

function nestedTypeOf(dto: Dto, property: string): Dto | undefined {
  // class-transformer's @Type records the nested class; read it from its metadata storage
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as {
    defaultMetadataStorage: { findTypeMetadata(target: unknown, property: string): { typeFunction(): Dto } | undefined };
  };
  for (let target: unknown = dto; target && target !== Object; target = Object.getPrototypeOf(target)) {
    const meta = defaultMetadataStorage.findTypeMetadata(target, property);
    if (meta) return meta.typeFunction();
  }
  return undefined;
}
