import { Inject } from '@nestjs/common';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no', '']).transform((v) => v === 'true' || v === '1' || v === 'yes');
const seconds = z.coerce.number().int().positive();
/** `a, b,c` → ['a', 'b', 'c']; unset or empty → []. */
const commaList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

function isFileBaseUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && !url.search && !url.hash;
  } catch {
    return false;
  }
}

/** scheme://host[:port] exactly as a browser sends it in Origin (no path, no trailing slash) */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

/**
 * Environment of the server, validated once at start; a bad variable stops the start with its name.
 * Each variable's `.describe()` is its documentation: docs/configuration.md is generated from it
 * (`npm run docs:config`), so say there what an operator needs to know.
 */
const schema = z.object({
  NODE_ENV: z
    .string()
    .default('production')
    .describe("The environment's name. Here it decides only the default of API_DOCS: off when it is `production`."),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .default('postgres://postgres@127.0.0.1:5432/dha_center')
    .describe(
      'PostgreSQL URL. `npm start` creates its database when missing; without DATABASE_URL it runs an embedded PostgreSQL 18 ' +
        '(data in `./.data/pg`, port `EMBEDDED_PG_PORT`).',
    ),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .default('redis://127.0.0.1:6379')
    .describe(
      'Redis URL. `npm start` without it: `127.0.0.1:6379` when it answers, else a redis-server it launches ' +
        '(append-only file in `./.data/redis`, port `LOCAL_REDIS_PORT`).',
    ),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]+$/)
    .default('dha')
    .describe('Prefix of every Redis key (BullMQ queues, counters), so deployments and test runs sharing one Redis do not mix.'),
  REDIS_COMMAND_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(50)
    .max(60_000)
    .default(500)
    .describe(
      "How long a request waits for one Redis command (ms). While Redis is down, commands sit in ioredis' offline queue; " +
        'the timeout ends the wait, so the endpoints that need Redis (login, register, rate limits) answer 503 after it ' +
        "instead of hanging for the whole outage. The tests' apps use 5000, but for the outage spec.",
    ),
  HOST: z.string().default('0.0.0.0').describe('Listen address. `npm start` passes `127.0.0.1` unless `HOST` is set.'),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2}|[A-Za-z0-9.:/]+(,[A-Za-z0-9.:/]+)*)$/, "must be 'true', 'false', a hop count or a list of addresses")
    .default('false')
    .transform((v): boolean | number | string[] =>
      v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v.split(','),
    )
    .describe(
      'Which proxies may set X-Forwarded-For (the client address the per-IP limits count): `false` (the socket address), ' +
        '`true`, a hop count, or addresses/subnets such as `loopback,uniquelocal` or `10.0.0.0/8`. ' +
        'Trusting everyone lets a client pick its own address.',
    ),
  PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(48080)
    .describe(
      'HTTP port of the API, Socket.IO and the console. `npm run worker` sets it to `WORKER_METRICS_PORT` ' +
        "(default 0: a free port) for the worker's own `/metrics`.",
    ),
  API_PREFIX: z
    .string()
    .regex(/^\/[A-Za-z0-9/_-]*$/, 'must start with /')
    .default('/admin-api')
    .describe('Path prefix of the API.'),
  ACCESS_TOKEN_TTL_SECONDS: seconds.default(1800).describe("Access token lifetime (30 min; never beyond its session's refresh token)."),
  REFRESH_TOKEN_TTL_SECONDS: seconds
    .default(2_592_000)
    .describe('Session lifetime from the login (30 days); every refresh rotates the refresh token, keeping this expiry.'),
  REFRESH_TOKEN_REUSE_GRACE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(300)
    .default(10)
    .describe(
      'A spent refresh token presented again within this many seconds (two tabs refreshing at once) still rotates; ' +
        'later it ends the whole session.',
    ),
  ADMIN_PASSWORD: z
    .string()
    .min(4)
    .max(64)
    .optional()
    .describe(
      "Password of the `admin` account when it is created (the first start); unset: a random one, printed once in that start's log.",
    ),
  DEMO_MODE: bool.default('false').describe('`true` rejects every write with code 901.'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('Level of the JSON logs (pino).'),
  RUN_WORKERS: bool
    .default('true')
    .describe(
      'Run the outbox relay and the queue consumers inside the API process (the single-machine default); ' +
        '`false` on API replicas that have workers beside them.',
    ),
  CONSOLE_DIST: z
    .string()
    .optional()
    .describe('Directory of the built console, served under `/dha-center` when present. `npm start` passes `apps/console/dist`.'),
  LOGIN_MAX_FAILURES: z.coerce
    .number()
    .int()
    .positive()
    .default(5)
    .describe(
      'Wrong passwords for one username from one client address before that address is refused ' +
        '(also: wrong old passwords of a password change, per user).',
    ),
  LOGIN_LOCK_SECONDS: seconds.default(900).describe('Length of that refusal; each further one within a day lasts twice as long.'),
  LOGIN_CAPTCHA_AFTER_FAILURES: z.coerce
    .number()
    .int()
    .positive()
    .default(3)
    .describe('Wrong passwords of an account from one address after which that address must solve a captcha, even with the captcha off.'),
  LOGIN_MAX_ACCOUNT_FAILURES: z.coerce
    .number()
    .int()
    .positive()
    .default(50)
    .describe(
      'Wrong passwords for one username from all addresses together (15 min) before it is refused to every address ' +
        'its owner has not signed in from.',
    ),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce
    .number()
    .int()
    .positive()
    .default(60)
    .describe('Requests per client address per minute on the auth endpoints.'),
  OUTBOX_RELAY: bool
    .default('true')
    .describe(
      'Run an outbox relay in this process (with RUN_WORKERS). Every event waits for a relay, so switch it off only on ' +
        'background workers at a lower CPU priority while another worker runs one (docs/operations.md, Workers).',
    ),
  OUTBOX_POLL_MS: z.coerce
    .number()
    .int()
    .min(50)
    .max(600_000)
    .default(5000)
    .describe("The relay's fallback poll when no NOTIFY wakes it (ms)."),
  OUTBOX_BATCH_SIZE: z.coerce.number().int().min(1).max(5000).default(500).describe('Outbox rows one relay claims per transaction.'),
  OUTBOX_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(7)
    .describe("Published outbox rows (and the consumers' processed-event records) are pruned after this many days."),
  EVENT_CONSUMERS: z
    .string()
    .regex(/^(all|-?[a-z][a-z0-9-]*(,[a-z][a-z0-9-]*)*)$/, "must be 'all', a list of consumer names, or '-' and the names to leave out")
    .refine((v) => v === 'all' || !v.replace(/^-/, '').split(',').includes('all'), "'all' stands alone")
    .default('all')
    .transform((v): { only: string[] | null; except: string[] } =>
      v === 'all'
        ? { only: null, except: [] }
        : v.startsWith('-')
          ? { only: null, except: v.slice(1).split(',') }
          : { only: v.split(','), except: [] },
    )
    .describe(
      'The event consumers this process runs, by name (`live,notify`), or `all`; a leading `-` runs all but those (`-live`). ' +
        "Lets ops give the live push its own worker, so its pushes never wait behind another consumer's batches on one " +
        'event loop. The scheduled jobs run in every worker, and the relay unless OUTBOX_RELAY is off. ' +
        'A name that is no consumer stops the start.',
    ),
  EVENT_CONSUMER_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(256)
    .default(8)
    .describe('Jobs in flight per consumer queue and process (the live and notify consumers always run 64).'),
  EVENT_CONSUMER_TRANSACTIONS: z.coerce
    .number()
    .int()
    .min(1)
    .max(256)
    .default(8)
    .describe('Consumer transactions one process runs at once, across all consumers (each may use two pool connections).'),
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int()
    .min(2)
    .max(500)
    .default(30)
    .describe(
      "Connections of the PostgreSQL pool of one process: keep workers × this plus the API replicas' pools under PostgreSQL's max_connections.",
    ),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional()
    .describe('SMTP server for mail notifications (`smtp://user:pass@host:587`); unset: mail is logged, not sent.'),
  SMS_GATEWAY_URL: z
    .string()
    .url()
    .optional()
    .describe(
      'The SMS gateway: an HTTP(S) endpoint taking `POST {mobile, text}` with the bearer token SMS_GATEWAY_TOKEN; ' +
        'unset: codes go to the server log (and the development outbox) instead of phones.',
    ),
  SMS_GATEWAY_TOKEN: z.string().optional().describe('Bearer token sent to the SMS gateway.'),
  SMS_DEV_OUTBOX: bool
    .default('false')
    .describe(
      'Development, demos and tests only: without a gateway, texts are also listed at `GET /system/auth/dev-sms-outbox` ' +
        '(console `/dev-sms`) for anyone to read, so never on a server people really sign in to.',
    ),
  WECHAT_MP_APP_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be the AppID of the official account')
    .optional()
    .describe(
      "The WeChat official account's AppID (social type 31: QR sign-in and binding, sign-in inside WeChat's browser). " +
        'Unset (or no WECHAT_MP_APP_SECRET): those calls answer 1_006_000_000.',
    ),
  WECHAT_MP_APP_SECRET: z.string().min(1).optional().describe("The official account's AppSecret."),
  WECHAT_MP_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9]{3,32}$/, 'must be 3-32 letters or digits (as WeChat takes it)')
    .optional()
    .describe(
      "The message-callback token set in the account's console (callback URL `<API_PREFIX>/mp/open/<AppID>`); unset: no callback is believed.",
    ),
  WECHAT_MP_API_URL: z
    .string()
    .url()
    .default('https://api.weixin.qq.com')
    .describe('Base URL of the WeChat API (a test or proxy may stand in for it).'),
  WECHAT_MP_OAUTH_SCOPE: z
    .enum(['snsapi_base', 'snsapi_userinfo'])
    .default('snsapi_base')
    .describe("Web authorisation scope inside WeChat's browser: `snsapi_base` (silent, openid only) or `snsapi_userinfo`."),
  WECHAT_MP_QR_EXPIRE_SECONDS: z.coerce
    .number()
    .int()
    .min(30)
    .max(2_592_000)
    .default(300)
    .describe('Lifetime of a sign-in or binding QR code.'),
  WECHAT_MP_FAKE: bool
    .default('false')
    .describe(
      'Development and tests only: a fake official account instead of WeChat; scans are completed by hand at `/mp/dev/*` ' +
        '(console `/dev-wechat`) by anyone, so never on a server people really use.',
    ),
  SOCIAL_DINGTALK_CLIENT_ID: z
    .string()
    .min(1)
    .max(128)
    .optional()
    .describe(
      "Social sign-in with DingTalk (type 20): the app's Client ID (AppKey) from the DingTalk developer console. " +
        'Unset: DingTalk sign-in answers 社交客户端不存在 (1_002_018_210).',
    ),
  SOCIAL_DINGTALK_CLIENT_SECRET: z.string().min(1).max(256).optional().describe("The DingTalk app's Client Secret."),
  SOCIAL_DINGTALK_AUTHORIZE_URL: z
    .string()
    .url()
    .optional()
    .describe("DingTalk's authorize page (a proxy or a fake may stand in); unset: `https://login.dingtalk.com/oauth2/auth`."),
  SOCIAL_DINGTALK_API_URL: z
    .string()
    .url()
    .optional()
    .describe("DingTalk's API (a proxy or a fake may stand in); unset: `https://api.dingtalk.com`."),
  SOCIAL_WECOM_CORP_ID: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .describe(
      'Social sign-in with WeChat Work (type 30): the CorpID. Unset: WeChat Work sign-in answers 社交客户端不存在 (1_002_018_210).',
    ),
  SOCIAL_WECOM_AGENT_ID: z
    .string()
    .regex(/^\d{1,20}$/, 'must be the AgentId (digits)')
    .optional()
    .describe("The AgentId of WeChat Work's self-built app."),
  SOCIAL_WECOM_SECRET: z.string().min(1).max(256).optional().describe("The Secret of WeChat Work's self-built app."),
  SOCIAL_WECOM_AUTHORIZE_URL: z
    .string()
    .url()
    .optional()
    .describe("WeChat Work's web-login page; unset: `https://login.work.weixin.qq.com/wwlogin/sso/login`."),
  SOCIAL_WECOM_API_URL: z.string().url().optional().describe("WeChat Work's API; unset: `https://qyapi.weixin.qq.com`."),
  SOCIAL_REDIRECT_ORIGINS: commaList
    .refine((origins) => origins.every(isOrigin), 'must be comma-separated origins such as https://center.example.com (no path)')
    .describe(
      'Origins the console is served from, where a social sign-in may return (comma-separated; its redirectUri must be ' +
        'a console page on one of these, or on CORS_ORIGINS). Unset: the origin the request reached this server under ' +
        '(set it when a proxy in front passes any Host header on).',
    ),
  SOCIAL_DEV_PROVIDERS: bool
    .default('false')
    .describe(
      'Development and tests only: fake DingTalk and WeChat Work servers at `<API_PREFIX>/dev-social/*`, used by the real ' +
        "adapters wherever the provider's credentials or URLs are unset; anyone can sign in there as anyone, so never on " +
        'a server people really use.',
    ),
  SMS_SENDS_PER_SOURCE_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(20)
    .describe('SMS codes one client address may ask for per hour (every mobile and scene together).'),
  MAIL_FROM: z.string().default('DHA Center <no-reply@dha-center.local>').describe('Sender of mail notifications.'),
  FILE_BASE_URLS: commaList
    .refine((urls) => urls.every(isFileBaseUrl), 'must be comma-separated http(s) URLs without credentials, query or fragment')
    .describe(
      'Base URLs of our own file servers (comma-separated http(s) URLs, e.g. the CDN the uploads are served from): ' +
        'rich text (course descriptions, traffic guides) keeps images from these and from `<API_PREFIX>/infra/file/` only; ' +
        'the Content-Security-Policy allows images from them too.',
    ),
  CORS_ORIGINS: commaList
    .refine((origins) => origins.every(isOrigin), 'must be comma-separated origins such as https://console.example.com (no path)')
    .describe(
      'Other origins whose pages may call the API and Socket.IO (comma-separated, e.g. `https://console.example.com`); ' +
        'unset: same origin only. Preflights from others are refused.',
    ),
  API_DOCS: z
    .enum(['off', 'public'])
    .optional()
    .describe(
      'OpenAPI JSON (`/v3/api-docs`) and Swagger UI (`/swagger-ui`): `public` serves them to anyone, `off` answers 404. ' +
        'Unset: off when NODE_ENV is production (the route table helps an attacker), else public.',
    ),
  API_ACCESS_LOG: bool
    .default('true')
    .describe("Record every API request in the access log (基础设施 → API 日志); `false` turns it off (the bench's baseline)."),
  TENANT_ENABLE: bool
    .default('true')
    .describe(
      "Tenant mode (upstream's `yudao.tenant.enable`, on by default as there): a call without a login must name its tenant " +
        'in the `tenant-id` header, else it is refused with 400 请求的租户标识未传递，请进行排查 — except the calls upstream ' +
        'lets through (tenant lookups by name and website, captcha, file reads, pay and WeChat callbacks, health). ' +
        "A logged-in call without the header acts in its login's tenant. `false`: such calls act in the default tenant (1).",
    ),
  LOG_SPOOL_DIR: z
    .string()
    .default('./.data/log-spool')
    .describe(
      "Where an operation-log row goes when PostgreSQL refuses it (a restart, an outage): appended and fsync'd to a file " +
        'per process here before the write is answered, then written to the table at the next start and every 5 s, so an ' +
        'acknowledged write always has its row. Keep it on a persistent disk, one directory per host or container ' +
        '(files are named by process id; a restarted process drains those of processes that are gone).',
    ),
  FILE_LOCAL_DIR: z
    .string()
    .default('./.data/files')
    .describe('Where the local-disk file storage writes when its configuration names no directory.'),
  FILE_UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024 * 1024)
    .default(20 * 1024 * 1024)
    .describe('The largest file one upload may carry (bytes).'),
  START_WAIT_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3600)
    .default(60)
    .describe(
      'How long the API and a worker wait at start for PostgreSQL and Redis to answer (trying again with a growing ' +
        'delay and logging what they wait for) before they exit with an error: a start during a restart of either, ' +
        'or before them in a compose file, then comes up once they do. 0: no wait.',
    ),
  SHUTDOWN_GRACE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(600_000)
    .default(10_000)
    .describe('After SIGTERM, how long requests in progress may take before their connections are cut (idle ones close at once).'),
  PAY_NOTIFY_BASE_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//.test(v) && !v.endsWith('/'), 'must be an http(s) URL without a trailing slash')
    .optional()
    .describe(
      'Where payment providers call back: the public URL of the API prefix (e.g. `https://center.example.com/admin-api`); ' +
        'callbacks arrive at `<it>/pay/notify/order/{channelId}`. Unset: `http://127.0.0.1:<PORT><API_PREFIX>` ' +
        '(development and tests only: providers cannot reach it).',
    ),
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .optional()
    .describe('Bearer token that `GET /metrics` requires; unset: `/metrics` is off (answers 404).'),
});

/** The schema itself, for the generated docs/configuration.md (scripts/config-doc.js). */
export const appConfigSchema = schema;

export type AppConfig = z.infer<typeof schema>;

export class ConfigError extends Error {}

/** Whether EVENT_CONSUMERS lets this process run the named event consumer. */
export function runsEventConsumer(config: Pick<AppConfig, 'EVENT_CONSUMERS'>, name: string): boolean {
  const { only, except } = config.EVENT_CONSUMERS;
  return (only?.includes(name) ?? true) && !except.includes(name);
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined));
  const result = schema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return Object.freeze(result.data);
}

export const APP_CONFIG = Symbol('APP_CONFIG');
export const InjectConfig = (): ParameterDecorator => Inject(APP_CONFIG);

/**
 * For a process entry (API, worker, CLI): the configuration, or the reason it is invalid on stderr
 * and exit code 1 (a misconfiguration is the operator's to fix: no stack trace).
 */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
