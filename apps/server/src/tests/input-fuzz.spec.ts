import { GlobalErrorCodes, RoleCode } from '@dha/contracts';
import { loginAs, uniq, createUser, TEST_PASSWORD } from '@dha/system/testing';
import { courseBody } from '@dha/course/testing';
import { createTestApp, type TestApp } from '@dha/testing';
import { Logger } from '@nestjs/common';
import * as fc from 'fast-check';
import { dtoFields, type DtoField } from '@dha/server-core';
import { routeTable, type Route } from '../http/route-table';

/**
 * Hostile input on every route never costs a 500, never writes when refused, and a 400 names the
 * field: each route × wrong types, missing fields, NUL, lone surrogates, huge numbers and strings,
 * deep nesting and injection strings, as a super admin (and anonymously on public routes). An extra
 * (unknown) field is ignored, as upstream's reader ignores it: never refused, and never written to
 * any row. Seeded: FUZZ_SEED=<n> replays a run, FUZZ_RUNS=<n> sets the requests per route and caller.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const MAX_INT32 = 2_147_483_647;
/** the prefix of every refusal of invalid input (BizError.badRequest) */
const BAD_REQUEST = GlobalErrorCodes.BAD_REQUEST.msg;
/** the value of every extra (unknown) field the fuzz sends: no row may ever hold it */
const EXTRA_MARKER = 'fuzz-unknown-field-7d1c';
/** an id no row has: a valid request then hits "not found", never a real row */
const ABSENT_ID = 2_000_000_000;

type Json = unknown;
type Target = 'body' | 'query' | 'params';
interface Mutation {
  kind: string;
  /** the field it changes (undefined: the whole payload) */
  field?: string;
  value?: Json;
}
interface Outcome {
  status: number;
  code: number;
  msg: string;
}

describe('input fuzz: every route × hostile input', () => {
  let t: TestApp;
  let token = '';
  let fuzzUser = '';
  const failures: string[] = [];

  beforeAll(async () => {
    // a fresh app and accounts of its own: nothing here can lock out or log out another test's admin
    t = await createTestApp({ RUN_WORKERS: 'false' });
    fuzzUser = uniq('fuzzsa');
    token = await loginAs(t, fuzzUser, [RoleCode.SUPER_ADMIN]);
    // the login route is fuzzed against an account of its own
    await createUser(t, 'fuzzlogin', []);
    // rows the update routes change, so that hostile values reach the database (see realIdFor)
    await makeRows();
    const [me] = await t.sql<{ id: number }>('select id from system_users where username = ?', [fuzzUser]);
    const [role] = await t.sql<{ id: number }>(`select id from system_role where tenant_id = 1 and code = ?`, [RoleCode.SUPER_ADMIN]);
    // rows an update must not change: the fuzzing account, its role, its tenant
    protectedIds = { '/system/user/': [Number(me!.id)], '/system/role/': [Number(role!.id)], '/system/tenant/': [1] };
    await countWrites();
  });

  let protectedIds: Record<string, number[]> = {};

  async function makeRows(): Promise<void> {
    const ok = async (path: string, body: unknown): Promise<number> => {
      const r = await t.api.post<number>(path, body, { token });
      if (r.code !== 0) throw new Error(`${path}: ${r.code} ${r.msg}`);
      return r.data!;
    };
    await ok('/course/type/create', { name: uniq('类型'), dictValue: '1', codePrefix: 'FZ' });
    await ok('/course/location/create', { name: uniq('地点'), address: '路 1 号' });
    await ok('/course/course/create', courseBody({ name: uniq('课程'), code: uniq('FUZZ') }));
  }

  /**
   * An update route's real row as its editor would send it back: the fields of the DTO that its `get`
   * answers (scalars and lists of them), so that the base passes and hostile values reach the database.
   */
  async function realRowFor(route: Route, fields: DtoField[]): Promise<Record<string, Json>> {
    const id = await realIdFor(route);
    if (id === ABSENT_ID) return {};
    const dir = route.path.slice(0, route.path.lastIndexOf('/') + 1);
    const r = await t.api.get<Record<string, Json>>(`${dir}get`, { token, query: { id } });
    const row = r.code === 0 && r.data ? r.data : {};
    const scalar = (v: Json) => v !== null && (typeof v !== 'object' || (Array.isArray(v) && v.every((x) => typeof x !== 'object')));
    return {
      ...Object.fromEntries(fields.filter((f) => !f.nested && scalar(row[f.name])).map((f) => [f.name, row[f.name]])),
      id,
    };
  }

  /** An update route's real row: the last of its page or list (not a protected one), else ABSENT_ID. */
  async function realIdFor(route: Route): Promise<number> {
    const dir = route.path.slice(0, route.path.lastIndexOf('/') + 1);
    const skip = protectedIds[dir] ?? [];
    for (const [path, query] of [
      [`${dir}page`, { pageNo: 1, pageSize: 100 }],
      [`${dir}list`, {}],
    ] as const) {
      const r = await t.api.get<{ list?: Array<{ id: number }> } | Array<{ id: number }>>(path, { token, query });
      if (r.code !== 0 || !r.data) continue;
      const rows = (Array.isArray(r.data) ? r.data : (r.data.list ?? [])).filter((row) => !skip.includes(row.id));
      if (rows.length) return rows[rows.length - 1]!.id;
    }
    return ABSENT_ID;
  }
  afterAll(() => t?.close());

  /**
   * Every row written to any table lands in `fuzz_write` with its new content (a row trigger on each
   * table; logs excepted): the id of its last row before a request, the tables written after it.
   */
  async function countWrites(): Promise<void> {
    const tables = await t.sql<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' and table_name !~ '(_log|mikro_orm_migrations)$'`,
    );
    await t.sql(`create table fuzz_write (id bigserial primary key, tbl text not null, row text)`);
    await t.sql(`create function fuzz_write() returns trigger language plpgsql as $$
                 begin insert into fuzz_write (tbl, row) values (tg_table_name, case when tg_op = 'DELETE' then null else row_to_json(new)::text end);
                 return null; end $$`);
    for (const { name } of tables)
      await t.sql(`create trigger fuzz_write after insert or update or delete on "${name}" for each row execute function fuzz_write()`);
  }
  /** the id of the last write, the tables written after `since`, and those of their rows that hold `marker` */
  async function writes(since: number, marker = EXTRA_MARKER): Promise<{ last: number; tables: string[]; holding: string[] }> {
    const [row] = await t.sql<{ last: string; tables: string[]; holding: string[] }>(
      `select coalesce(max(id), 0) as last, coalesce(array_agg(distinct tbl) filter (where id > ?), '{}') as tables,
              coalesce(array_agg(distinct tbl) filter (where id > ? and strpos(row, ?) > 0), '{}') as holding from fuzz_write`,
      [since, since, marker],
    );
    return { last: Number(row!.last), tables: row!.tables, holding: row!.holding };
  }

  async function send(route: Route, target: Target, payload: Json, anonymous: boolean): Promise<Outcome> {
    const headers: Record<string, string> = { 'tenant-id': '1' };
    if (!anonymous) headers.authorization = `Bearer ${token}`;
    let url = `${t.config.API_PREFIX}${route.path}`;
    let body: Json;
    if (target === 'params') {
      const params = (payload ?? {}) as Record<string, Json>;
      url = url.replace(/:(\w+)/g, (_, name: string) => percent(String(asQueryValue(params[name]))));
    } else {
      url = url.replace(/:(\w+)/g, 'fuzz');
      if (target === 'query') url += `?${queryString(payload)}`;
      else body = payload;
    }
    const response = await t.app.inject({
      method: route.method,
      url,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    const type = String(response.headers['content-type'] ?? '');
    if (!type.includes('json'))
      return { status: response.statusCode, code: response.statusCode === 200 ? 0 : response.statusCode, msg: '' };
    const envelope = JSON.parse(response.body) as { code: number; msg: string };
    return { status: response.statusCode, code: envelope.code, msg: envelope.msg };
  }

  it('answers every hostile request with a 4xx naming the field, and writes nothing when it refuses', async () => {
    const started = Date.now();
    const routes = routeTable(t.app);
    expect(routes.length).toBeGreaterThan(100);
    // the exception filter's safety net warns when PostgreSQL refused a value validation let through
    const warn = jest.spyOn(Logger.prototype, 'warn');
    let requests = 0;
    const timings: Array<[string, number]> = [];
    for (const route of routes) {
      const target: Target = route.body
        ? 'body'
        : route.query
          ? 'query'
          : route.params
            ? 'params'
            : route.method === 'GET' || route.method === 'DELETE'
              ? 'query'
              : 'body';
      const dto = route[target];
      const fields = dto ? dtoFields(dto) : [];
      const base = baseOf(fields, target, route);
      if (route.method === 'PUT' && target === 'body' && (base as Record<string, Json>).id === ABSENT_ID)
        Object.assign(base as Record<string, Json>, await realRowFor(route, fields));
      const slots = slotsOf(fields, target);
      const names = slots.map((slot) => slot.path.split('.').pop()!);
      const callers = route.access.public ? [false, true] : [false];
      const routeStarted = Date.now();
      for (const anonymous of callers) {
        const baseOutcome = await send(route, target, base, anonymous);
        // a refused base names its own field; a mutation may then be refused for that one
        const baseMsg = baseOutcome.code === 400 ? baseOutcome.msg : undefined;
        if (baseOutcome.code === 401) token = await t.api.login(fuzzUser, TEST_PASSWORD);
        let before = (await writes(0)).last;
        const seen: string[] = [];
        const property = fc.asyncProperty(mutationOf(slots, target), async (m) => {
          const payload = apply(base, m, target);
          warn.mockClear();
          const outcome = await send(route, target, payload, anonymous);
          requests++;
          const what = `${route.key}${anonymous ? ' (anonymous)' : ''} ${m.kind} ${m.field ?? '(payload)'}=${preview(m.value)}`;
          if (outcome.status >= 500 || (outcome.code >= 500 && outcome.code < 600))
            seen.push(`${what} → HTTP ${outcome.status} code ${outcome.code} ${outcome.msg}`);
          if (outcome.code === 401 && !anonymous) token = await t.api.login(fuzzUser, TEST_PASSWORD);
          if (warn.mock.calls.some((args) => args.includes('database refused input')))
            seen.push(`${what} → refused by the database, not by validation: ${outcome.msg}`);
          const written = await writes(before);
          if (outcome.code !== 0 && written.tables.length)
            seen.push(`${what} → refused (${outcome.code} ${outcome.msg}) but wrote ${written.tables.join(', ')}`);
          before = written.last;
          if (m.kind === 'extra') {
            // an unknown field is dropped: never the reason of a refusal, never in a written row
            if (outcome.code === 400 && outcome.msg.includes(m.field!)) seen.push(`${what} → refused the unknown field: ${outcome.msg}`);
            if (written.holding.length) seen.push(`${what} → stored the unknown field in ${written.holding.join(', ')}`);
          } else if (outcome.code === 400 && outcome.msg.startsWith(BAD_REQUEST) && m.field && m.kind !== 'whole' && m.kind !== 'deep') {
            // an input refused as invalid names its field (a body nested too deep is refused whole, before its
            // fields are read); a rule across fields (end after start) may name the other one
            const named = [m.field.split('.').pop()!, ...names];
            if (!named.some((n) => outcome.msg.includes(n)) && outcome.msg !== baseMsg)
              seen.push(`${what} → 400 not naming ${m.field}: ${outcome.msg}`);
          }
        });
        // every field meets every kind of hostile value once (the examples), then RUNS random draws
        const examples = examplesOf(slots, target).map((m) => [m] as [Mutation]);
        await fc.assert(property, { seed: SEED, numRuns: examples.length + RUNS, examples, endOnFailure: true });
        failures.push(...new Set(seen));
      }
      timings.push([route.key, Date.now() - routeStarted]);
    }
    const summary = `input fuzz: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}, ${routes.length} routes, ${requests} requests in ${Date.now() - started} ms`;
    if (process.env.FUZZ_PROFILE)
      console.log(
        timings
          .sort((a, b) => b[1] - a[1])
          .slice(0, 25)
          .map(([k, ms]) => `${ms} ms ${k}`)
          .join('\n'),
      );
    if (failures.length) console.error(`${summary}\n${failures.join('\n')}`);
    expect({ seed: SEED, failures }).toEqual({ seed: SEED, failures: [] });
  }, 900_000); // ~9,000 requests: 2-4 minutes alone, far more beside the rest of the suite on 2 cores
});

const isIntField = (f: DtoField): boolean => f.rules.has('isInt') || f.rules.has('isNumber') || f.rules.has('min') || f.rules.has('max');
const isIdField = (f: DtoField): boolean => /(^id|Id|Ids|^ids)$/.test(f.name);

/** A value class-validator takes for the field, as far as its rules tell (ids name no row). */
function exampleOf(f: DtoField): Json {
  const rule = (name: string) => f.rules.get(name);
  const isIn = rule('isIn')?.[0] as unknown[] | undefined;
  if (isIn?.length) return isIn[0];
  if (f.nested) return f.rules.has('isArray') ? [objectOf(dtoFields(f.nested))] : objectOf(dtoFields(f.nested));
  if (f.rules.has('isArray')) return [isIdField(f) ? ABSENT_ID : 'fuzz'];
  if (f.rules.has('isBoolean')) return false;
  if (f.rules.has('isDate')) return '2026-01-01 00:00:00';
  if (isIntField(f)) {
    const min = Number(rule('min')?.[0] ?? 1);
    const max = Number(rule('max')?.[0] ?? MAX_INT32);
    return isIdField(f) && max >= ABSENT_ID ? ABSENT_ID : Math.min(Math.max(min, 1), max);
  }
  if (f.rules.has('isEmail')) return 'fuzz@example.com';
  const pattern = rule('matches')?.[0] as RegExp | undefined;
  const candidates = ['fuzz', 'Fuzz_1', '13800138000', 'fuzz@example.com', 'https://example.com/a.png', '/a', '1', 'A', '2026-01-01'];
  const min = Number(rule('minLength')?.[0] ?? rule('length')?.[0] ?? 0);
  const ok = candidates.find((c) => (!pattern || pattern.test(c)) && c.length >= min);
  return ok ?? 'x'.repeat(Math.max(min, 1));
}

function objectOf(fields: DtoField[]): Record<string, Json> {
  return Object.fromEntries(fields.filter((f) => !f.optional).map((f) => [f.name, exampleOf(f)]));
}

function baseOf(fields: DtoField[], target: Target, route: Route): Json {
  const base = objectOf(fields);
  if (target === 'params' && !fields.length) for (const [, name] of route.path.matchAll(/:(\w+)/g)) base[name!] = 'fuzz';
  return target === 'body' ? base : Object.fromEntries(Object.entries(base).map(([k, v]) => [k, asQueryValue(v)]));
}

const asQueryValue = (v: Json): string | string[] =>
  Array.isArray(v) ? v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))) : typeof v === 'string' ? v : JSON.stringify(v);

/** UTF-8 percent-encoding, byte by byte (a lone surrogate arrives as U+FFFD, as from any browser) */
const percent = (s: string): string => encodeURIComponent(s.replace(/[\ud800-\udfff]/gu, '\ufffd'));

function queryString(payload: Json): string {
  const entries = payload !== null && typeof payload === 'object' && !Array.isArray(payload) ? Object.entries(payload) : [['q', payload]];
  return entries.flatMap(([k, v]) => [asQueryValue(v)].flat().map((x) => `${percent(String(k))}=${percent(x)}`)).join('&');
}

const INJECTIONS = [
  "' OR '1'='1",
  '1; drop table system_users; --',
  "1' and pg_sleep(3) --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '${7*7}{{7*7}}',
  '%00',
  '\\',
  '__proto__',
];

const nul = fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, b]) => `${a}\u0000${b}`);
const loneSurrogate = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff'), fc.string({ maxLength: 8 }))
  .map(([a, s, b]) => `${a}${s}${b}`);
const hugeNumber = fc.oneof(
  fc.constantFrom(2 ** 31, 2 ** 32, 2 ** 53, 2 ** 63, 2 ** 64, 1e20, 1e308, -(2 ** 31) - 1, -(2 ** 63), -1e308, 0.5, -1),
  fc.double({ min: 2 ** 31, noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom('99999999999999999999999', '-99999999999999999999999', '1e400', 'NaN', 'Infinity'),
);
const hugeStringOf = (max: number) =>
  fc.tuple(fc.integer({ min: 1_000, max }), fc.constantFrom('x', '9', '中', '😀')).map(([n, c]) => c.repeat(n));
const deep = fc
  .tuple(fc.integer({ min: 20, max: 2_000 }), fc.boolean())
  .map(
    ([depth, arrays]) =>
      JSON.parse(arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`) as Json,
  );
const injection = fc.oneof(
  fc.constantFrom(...INJECTIONS),
  fc.constantFrom({ $gt: '' }, { $ne: null }, ['1', '2'], { __proto__: { admin: true } }),
);
/** any JSON but a small integer (that could name a real row) */
const wrongType = fc.jsonValue({ maxDepth: 2 }).filter((v) => !(typeof v === 'number' && Number.isInteger(v) && Math.abs(v) < MAX_INT32));

/** A field a mutation may change: a top-level one, or one inside a nested object (`sessions.0.title`). */
interface Slot {
  path: string;
  required: boolean;
}

function slotsOf(fields: DtoField[], target: Target, prefix = '', depth = 0): Slot[] {
  return fields.flatMap((f) => {
    const path = `${prefix}${f.name}`;
    const own: Slot = { path, required: !f.optional };
    if (!f.nested || target !== 'body' || depth > 1) return [own];
    const inner = `${path}.${f.rules.has('isArray') ? '0.' : ''}`;
    // a nested field is in the base only when its parent is required
    return f.optional ? [own] : [own, ...slotsOf(dtoFields(f.nested), target, inner, depth + 1)];
  });
}

/** The hostile values of each kind for one field. */
function valueKinds(target: Target): Record<string, fc.Arbitrary<Json>> {
  return {
    'wrong type': wrongType,
    null: fc.constant(null),
    NUL: nul,
    surrogate: loneSurrogate,
    'huge number': hugeNumber,
    // a query string is bounded by the request line (a proxy refuses more than some 8 KB), a body by the body limit
    'huge string': hugeStringOf(target === 'body' ? 100_000 : 4_000),
    injection,
    ...(target === 'body' ? { deep } : {}),
  };
}

function mutationOf(slots: Slot[], target: Target): fc.Arbitrary<Mutation> {
  const names = slots.map((s) => s.path);
  const required = slots.filter((s) => s.required).map((s) => s.path);
  const field = names.length ? fc.constantFrom(...names) : fc.constant('fuzz');
  const extra = fc.stringMatching(/^[a-z][A-Za-z0-9]{0,15}$/).filter((n) => !names.includes(n));
  const kinds: Array<fc.Arbitrary<Mutation>> = Object.entries(valueKinds(target)).map(([kind, value]) =>
    fc.record({ kind: fc.constant(kind), field, value }),
  );
  // the value carries a marker that no written row may hold
  const extraValue = fc.oneof(
    fc.constant(EXTRA_MARKER),
    fc.constant({ [EXTRA_MARKER]: EXTRA_MARKER }),
    fc.constant([EXTRA_MARKER]),
    fc.constant({ tenantId: 2, value: EXTRA_MARKER }),
  );
  kinds.push(fc.record({ kind: fc.constant('extra'), field: extra, value: extraValue }));
  if (required.length) kinds.push(fc.record({ kind: fc.constant('missing'), field: fc.constantFrom(...required) }));
  if (target === 'body')
    kinds.push(fc.record({ kind: fc.constant('whole'), value: fc.oneof(deep, fc.jsonValue({ maxDepth: 1 }), fc.constant(null)) }));
  return fc.oneof(...kinds);
}

/** Each field × each kind once, its value drawn from the kind's generator (seeded). */
function examplesOf(slots: Slot[], target: Target): Mutation[] {
  let n = 0;
  const draw = (arb: fc.Arbitrary<Json>): Json => fc.sample(arb, { seed: SEED + n++, numRuns: 1 })[0];
  const kinds = Object.entries(valueKinds(target));
  return [
    ...slots.flatMap((slot) => [
      ...kinds.map(([kind, arb]) => ({ kind, field: slot.path, value: draw(arb) })),
      ...(slot.required ? [{ kind: 'missing', field: slot.path }] : []),
    ]),
    // every route meets an unknown field, as upstream's console sends them (a whole row echoed back)
    { kind: 'extra', field: 'unknownFieldOfFuzz', value: { tenantId: 2, value: EXTRA_MARKER } },
  ];
}

function apply(base: Json, m: Mutation, target: Target): Json {
  if (m.kind === 'whole') return m.value;
  const copy = structuredClone(base) as Record<string, Json>;
  const path = m.field!.split('.');
  let parent: Record<string, Json> = copy;
  for (const key of path.slice(0, -1)) {
    if (parent[key] === null || typeof parent[key] !== 'object') return copy;
    parent = parent[key] as Record<string, Json>;
  }
  const last = path[path.length - 1]!;
  if (m.kind === 'missing') delete parent[last];
  else parent[last] = target === 'body' ? m.value : asQueryValue(m.value);
  return copy;
}

function preview(v: Json): string {
  const s = v === undefined ? '(absent)' : (JSON.stringify(v) ?? String(v));
  return s.length > 60 ? `${s.slice(0, 60)}…(${s.length})` : s;
}
