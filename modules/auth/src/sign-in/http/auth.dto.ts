/** Request pieces the bodies of several auth use cases share. */

/** Trims a string; any other value passes on to the type check. */
export const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);
