/**
 * A timestamp column read with raw SQL on the ORM's connections, as a Date (null stays null).
 * MikroORM makes `pg` answer timestamps as text, so the value may be a string.
 */
export const sqlDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : value instanceof Date ? value : new Date(value as string);
