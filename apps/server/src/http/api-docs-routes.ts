import type { INestApplication } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { dtoFields, type DtoField } from '@dha/server-core';
import { routeTable, type Route, type RouteAccess } from './route-table';

type Schema = Record<string, unknown>;
type Dto = NonNullable<Route['body']>;

/** Who may call a route, in the words of the console's 角色/菜单 pages. */
export function accessInWords(access: RouteAccess): string {
  if (access.public) return '公开（无需登录）';
  const parts = [
    access.anyPermission && `权限（任一）：${access.anyPermission.join('、')}`,
    access.allPermissions && `权限（全部）：${access.allPermissions.join('、')}`,
    access.anyRole && `角色（任一）：${access.anyRole.join('、')}`,
    access.allRoles && `角色（全部）：${access.allRoles.join('、')}`,
  ].filter(Boolean);
  return parts.length ? parts.join('；') : '登录即可';
}

/** A JSON schema of one validated property, from its class-validator rules. */
function schemaOf(field: DtoField, depth = 0): Schema {
  const rule = (name: string) => field.rules.get(name);
  let item: Schema = {};
  if (field.nested) item = depth < 3 ? objectSchema(field.nested, depth + 1) : { type: 'object' };
  else if (field.rules.has('isInt')) item = { type: 'integer' };
  else if (field.rules.has('isNumber')) item = { type: 'number' };
  else if (field.rules.has('isBoolean')) item = { type: 'boolean' };
  else if (field.rules.has('isDate')) item = { type: 'string', description: 'epoch ms 或 yyyy-MM-dd HH:mm:ss' };
  else if (field.rules.has('isString')) item = { type: 'string' };
  const isIn = rule('isIn')?.[0];
  if (Array.isArray(isIn)) item.enum = isIn;
  if (rule('maxLength')) item.maxLength = rule('maxLength')![0];
  if (rule('min') !== undefined) item.minimum = rule('min')![0];
  if (rule('max') !== undefined) item.maximum = rule('max')![0];
  if (rule('matches')?.[0] instanceof RegExp) item.pattern = (rule('matches')![0] as RegExp).source;
  if (!field.rules.has('isArray')) return item;
  const array: Schema = { type: 'array', items: item };
  if (rule('arrayMaxSize')) array.maxItems = rule('arrayMaxSize')![0];
  return array;
}

function objectSchema(dto: Dto, depth = 0): Schema {
  const fields = dtoFields(dto);
  const required = fields.filter((f) => !f.optional).map((f) => f.name);
  return {
    type: 'object',
    title: dto.name,
    properties: Object.fromEntries(fields.map((f) => [f.name, schemaOf(f, depth)])),
    ...(required.length ? { required } : {}),
  };
}

/**
 * Describes every route of the document from what the server itself checks: who may call it (its
 * permission code), its query, path and body fields with their types and limits (class-validator's
 * rules), tagged by resource. So the docs cannot drift from the code.
 */
export function describeRoutes(app: INestApplication, document: OpenAPIObject, prefix: string): void {
  for (const route of routeTable(app)) {
    const path = `${prefix}${route.path}`.replace(/:(\w+)/g, '{$1}').replace(/\/\*$/, '/{path}');
    const operation = document.paths[path]?.[route.method.toLowerCase() as 'get'] as Record<string, unknown> | undefined;
    if (!operation) continue;
    const access = accessInWords(route.access);
    operation.summary ??= `${route.method} ${route.path}`;
    operation.description = `${access}\n\n处理：\`${route.handler}\``;
    operation['x-permissions'] = route.access.anyPermission ?? route.access.allPermissions ?? [];
    operation.tags = [route.path.split('/').slice(1, 3).join('/')];
    if (!route.access.public) operation.security = [{ bearer: [] }];
    const parameters = (operation.parameters as Schema[] | undefined) ?? [];
    for (const [dto, where] of [
      [route.query, 'query'],
      [route.params, 'path'],
    ] as const) {
      if (!dto) continue;
      for (const field of dtoFields(dto)) {
        if (field.name.includes('[') || parameters.some((p) => p.name === field.name && p.in === where)) continue;
        parameters.push({
          name: field.name === '*' ? 'path' : field.name,
          in: where,
          required: where === 'path' || !field.optional,
          schema: schemaOf(field),
        });
      }
    }
    operation.parameters = parameters;
    if (route.body) operation.requestBody = { required: true, content: { 'application/json': { schema: objectSchema(route.body) } } };
    if (route.raw && route.method === 'POST')
      operation.requestBody = {
        content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } } },
      };
  }
}
