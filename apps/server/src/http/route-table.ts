import { ACCESS_METADATA, CLIENT_AREA_CALLS, routeKeysOf, type Dto, type RouteKey } from '@dha/server-core';
import type { INestApplication } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';

/** What a route's access decorators ask for (the guard reads the same metadata). */
export interface RouteAccess {
  public: boolean;
  anyRole?: string[];
  allRoles?: string[];
  anyPermission?: string[];
  allPermissions?: string[];
  /** in CLIENT_AREA_CALLS: a visitor may call it too (a login-only route is else for staff) */
  clientArea: boolean;
}

/** One HTTP route of the running app, read from Nest's controller metadata. */
export interface Route extends RouteKey {
  handler: string;
  access: RouteAccess;
  body?: Dto;
  query?: Dto;
  params?: Dto;
  /** the handler reads the raw request (a multipart upload) */
  raw: boolean;
}

/**
 * Every route of every controller the app mounts (one entry per path of a handler with several),
 * with its access metadata and the DTO classes of its body, query and path parameters.
 */
export function routeTable(app: INestApplication): Route[] {
  const routes: Route[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as (new (...args: unknown[]) => object) | undefined;
      if (!type) continue;
      const proto = type.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(proto)) {
        const handler = proto[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const keys = routeKeysOf(type, handler);
        if (!keys.length) continue;
        const read = <T>(key: string): T | undefined =>
          (Reflect.getMetadata(key, handler) as T | undefined) ?? (Reflect.getMetadata(key, type) as T | undefined);
        const access: Omit<RouteAccess, 'clientArea'> = {
          public: read<boolean>(ACCESS_METADATA.public) === true,
          anyRole: read(ACCESS_METADATA.anyRole),
          allRoles: read(ACCESS_METADATA.allRoles),
          anyPermission: read(ACCESS_METADATA.anyPermission),
          allPermissions: read(ACCESS_METADATA.allPermissions),
        };
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, type, name) ?? {}) as Record<string, { index: number; data?: unknown }>;
        const types = (Reflect.getMetadata('design:paramtypes', proto, name) ?? []) as Dto[];
        const dtoOf = (kind: RouteParamtypes): Dto | undefined => {
          const entry = Object.entries(args).find(([k, v]) => k === `${kind}:${v.index}` && v.data === undefined);
          const dto = entry ? types[entry[1].index] : undefined;
          return dto && dto !== (Object as unknown as Dto) ? dto : undefined;
        };
        const raw = Object.keys(args).some((k) => k.startsWith(`${RouteParamtypes.REQUEST}:`));
        for (const route of keys)
          routes.push({
            ...route,
            handler: `${type.name}.${name}`,
            access: { ...access, clientArea: CLIENT_AREA_CALLS.includes(route.key) },
            body: dtoOf(RouteParamtypes.BODY),
            query: dtoOf(RouteParamtypes.QUERY),
            params: dtoOf(RouteParamtypes.PARAM),
            raw,
          });
      }
    }
  }
  return routes.sort((a, b) => a.key.localeCompare(b.key));
}
