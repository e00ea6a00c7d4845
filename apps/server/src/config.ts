// Configuration from the environment, parsed once and validated at start.
// Every bad key is named in one error, so a deploy fails with the whole list.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { iceServerSchema } from '@clinic/shared/consult';

const onOff = z.enum(['on', 'off']);
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());

// ICE_SERVERS: the STUN/TURN servers the video room hands to browsers, as a
// JSON array of RTCIceServer objects. None by default: the app must work with
// no internet, and on one network the browsers' host candidates suffice.
const iceServers = z.preprocess((v, ctx) => {
  if (v === undefined || v === '') return [];
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be a JSON array of RTCIceServer objects' });
    return z.NEVER;
  }
}, z.array(iceServerSchema).max(10));

// TRUST_PROXY: which proxies may say who the client is (X-Forwarded-For).
// Unset, empty or `false`: none, the address is the socket's. A number: that
// many hops in front of this server are trusted (safe only when nothing else
// can reach it). Otherwise a comma-separated list of proxy addresses or CIDRs
// (or proxy-addr's names loopback, linklocal, uniquelocal).
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
export type TrustProxy = false | number | string[];

function validProxy(entry: string): boolean {
  if (PROXY_NAMES.has(entry) || isIP(entry) !== 0) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || prefix === undefined || rest.length > 0 || !/^\d{1,3}$/.test(prefix))
    return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

const trustProxy = z.preprocess(
  (v) => (v === undefined ? '' : v),
  z.string().transform((raw, ctx): TrustProxy => {
    const value = raw.trim();
    if (value === '' || value === 'false') return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops >= 1 && hops <= 100) return hops;
      ctx.addIssue({ code: 'custom', message: 'a hop count must be between 1 and 100' });
      return z.NEVER;
    }
    const entries = value.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !validProxy(e));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `not a proxy address or CIDR: ${bad.map((b) => JSON.stringify(b)).join(', ')} (use false, a hop count, or e.g. 10.0.0.0/8,127.0.0.1)`,
      });
      return z.NEVER;
    }
    return entries;
  }),
);

// WORKERS: server processes on one port (node:cluster). A number from 1 to
// 64, or `auto`: one per CPU with DATABASE_URL, 1 on the embedded database.
export const MAX_WORKERS = 64;
const workers = z.preprocess(
  (v) => (v === undefined || v === '' ? '1' : v),
  z.union([z.literal('auto'), z.coerce.number().int().min(1).max(MAX_WORKERS)]),
);

const baseSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl,
    REDIS_URL: optionalUrl,
    TRUST_PROXY: trustProxy,
    JWT_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32).optional()),
    JWT_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(7 * 24 * 3600),
    RATE_LIMITS: onOff.default('on'),
    /** Seed the demo practice into an empty database. Default: on, except in production. */
    SEED_DEMO_DATA: onOff.optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** `on`: one info line per answered request (method, URL, status, time). Default: off. */
    ACCESS_LOG: onOff.default('off'),
    PUBLIC_URL: optionalUrl,
    WEB_DIST: z.string().optional(),
    SMS_PROVIDER: z.enum(['dev', 'http']).default('dev'),
    SMS_GATEWAY_URL: optionalUrl,
    SMS_API_KEY: z.string().optional(),
    SMS_SENDER_ID: z.string().default('CLINIC'),
    EMAIL_PROVIDER: z.enum(['dev', 'http']).default('dev'),
    EMAIL_API_URL: optionalUrl,
    EMAIL_API_KEY: z.string().optional(),
    EMAIL_FROM: z.string().default('Digital Clinic <no-reply@digitalclinic.local>'),
    PAYMENT_PROVIDER: z.enum(['simulated']).default('simulated'),
    PAYMENT_PROCESSING_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
    CURRENCY_LABEL: z.string().min(1).default('INR'),
    /** How often the outbox dispatcher sends due messages and refunds. */
    OUTBOX_INTERVAL_MS: z.coerce.number().int().min(200).max(3_600_000).default(30_000),
    /**
     * How long a dispatcher holds the outbox rows it claimed; a crashed
     * instance's rows are sent by another after it. Sends start only in its
     * first half, so keep it at least twice the gateways' timeout (10 s).
     */
    OUTBOX_LEASE_MS: z.coerce.number().int().min(500).max(3_600_000).default(60_000),
    /** How often unanswered Pending requests whose start has come are expired. */
    EXPIRY_SWEEP_MS: z.coerce.number().int().min(200).max(3_600_000).default(60_000),
    ICE_SERVERS: iceServers,
    /** Uploaded files in this S3-compatible bucket (every instance reads them); see open-storage.ts. */
    S3_BUCKET: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.string().min(3).max(63).optional(),
    ),
    /** Unset: AWS itself; e.g. http://minio:9000 for a self-hosted store. */
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
    /** `on`: the bucket in the path, not the host name (MinIO and most self-hosted stores). */
    S3_FORCE_PATH_STYLE: onOff.default('off'),
    WORKERS: workers,
  })
  .superRefine((c, ctx) => {
    const need = (key: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [key], message });
    if (c.NODE_ENV === 'production' && !c.JWT_SECRET) {
      need('JWT_SECRET', 'required in production (at least 32 characters)');
    }
    if (c.SMS_PROVIDER === 'http' && !c.SMS_GATEWAY_URL) {
      need('SMS_GATEWAY_URL', 'required when SMS_PROVIDER=http');
    }
    if (c.EMAIL_PROVIDER === 'http' && !c.EMAIL_API_URL) {
      need('EMAIL_API_URL', 'required when EMAIL_PROVIDER=http');
    }
    if (!c.S3_ACCESS_KEY_ID !== !c.S3_SECRET_ACCESS_KEY) {
      need(
        c.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the SDK default credentials)',
      );
    }
    if (c.S3_ENDPOINT && !c.S3_BUCKET) {
      need('S3_BUCKET', 'required when S3_ENDPOINT is set');
    }
    if (c.NODE_ENV === 'production' && c.SMS_PROVIDER === 'dev') {
      need('SMS_PROVIDER', 'the development outbox cannot send real SMS in production; set http');
    }
    if (typeof c.WORKERS === 'number' && c.WORKERS > 1 && !c.DATABASE_URL) {
      need(
        'WORKERS',
        'the embedded database (PGlite) runs in one process only; WORKERS > 1 needs DATABASE_URL (PostgreSQL)',
      );
    }
  });

const schema = baseSchema.transform((c) => ({
  ...c,
  WORKERS:
    c.WORKERS === 'auto'
      ? c.DATABASE_URL
        ? Math.min(availableParallelism(), MAX_WORKERS)
        : 1
      : c.WORKERS,
}));

export type Config = z.infer<typeof schema>;

export function seedDemoDataEnabled(config: Config): boolean {
  return (config.SEED_DEMO_DATA ?? (config.NODE_ENV === 'production' ? 'off' : 'on')) === 'on';
}

/**
 * Fastify's trustProxy option for TRUST_PROXY. A hop count becomes a function:
 * Fastify ignores X-Forwarded-For entirely when given a bare number.
 */
export function trustProxyOption(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`),
    );
  }
  return parsed.data;
}

/**
 * The signing secret: from JWT_SECRET, or in development generated once and
 * kept in DATA_DIR so tokens survive a restart.
 */
export function resolveJwtSecret(config: Config): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  if (config.NODE_ENV === 'production')
    throw new ConfigError(['JWT_SECRET: required in production']);
  const file = path.join(config.DATA_DIR, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
