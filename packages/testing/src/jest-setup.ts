import { MetadataStorage } from '@mikro-orm/core';

/**
 * Runs before each test file. MikroORM keeps entity metadata in a global store; when jest runs a
 * second file in the same worker, it finds the first file's metadata there (Maps from another
 * realm), clones it with `instanceof Map` checks that fail, and dies with "Method Map.prototype.set
 * called on incompatible receiver" (jestjs/jest#14326). Start every file with an empty store: the
 * entity decorators fill it again as the file imports them.
 */
MetadataStorage.clear();
