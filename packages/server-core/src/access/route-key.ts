import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';

/** One HTTP route of a controller handler: `GET /system/menu/simple-list` (the path after the global prefix). */
export interface RouteKey {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  key: string;
}

const METHODS: Partial<Record<RequestMethod, RouteKey['method']>> = {
  [RequestMethod.GET]: 'GET',
  [RequestMethod.POST]: 'POST',
  [RequestMethod.PUT]: 'PUT',
  [RequestMethod.DELETE]: 'DELETE',
};

const paths = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : [typeof value === 'string' ? value : '']);
const join = (...parts: string[]): string =>
  `/${parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/')}`;

/**
 * The routes a controller's handler serves, read from Nest's metadata (one per path of a handler
 * with several); empty for a method that is no route. Throws for a request method no route uses yet.
 */
export function routeKeysOf(controller: object, handler: object): RouteKey[] {
  const requestMethod = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
  if (requestMethod === undefined || !Reflect.hasMetadata(PATH_METADATA, handler)) return [];
  const method = METHODS[requestMethod];
  if (!method) throw new Error(`request method ${RequestMethod[requestMethod]} is used by no route yet: add it to RouteKey`);
  return paths(Reflect.getMetadata(PATH_METADATA, controller)).flatMap((base) =>
    paths(Reflect.getMetadata(PATH_METADATA, handler)).map((sub) => {
      const path = join(base, sub);
      return { method, path, key: `${method} ${path}` };
    }),
  );
}
