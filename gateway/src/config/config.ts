import { resolve } from 'node:path';
import { loadMessagingConfig, type MessagingConfig } from '../messaging/messaging.config';

export interface GatewayConfig {
  port: number;
  host: string;
  /** A PostgreSQL server; when absent the embedded one runs with its data under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  corsOrigins: string[];
  redisUrl?: string;
  kafkaBrokers?: string[];
  rateLimit: { windowMs: number; max: number };
  /**
   * Express's `trust proxy`, from TRUST_PROXY: false (the default) trusts no X-Forwarded-For, so the rate
   * limit counts the connection's own address; set it (`loopback`, a hop count, addresses or subnets) only
   * when a proxy you run sits in front of the gateway.
   */
  trustProxy: boolean | number | string;
  /** Seals the codes and links of outgoing messages in the outbox; the mailer needs the same secret. */
  messagingSecret: string;
  messaging: MessagingConfig;
  clientDist: string;
  seedDemo: boolean;
  logLevel: string;
  /** Human-readable logs (pino-pretty) rather than one JSON object a line: by default when stdout is a terminal. */
  prettyLogs: boolean;
  /** HSTS and upgrade-insecure-requests on every answer, even one that reached the gateway over plain HTTP. */
  httpsOnly: boolean;
  production: boolean;
}

const ROOT = resolve(__dirname, '..', '..', '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const production = env.NODE_ENV === 'production';
  if (production && !env.JWT_SECRET) throw new Error('JWT_SECRET must be set in production');
  const jwtSecret = env.JWT_SECRET ?? 'covers-development-secret-change-me';
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? resolve(ROOT, '.data', 'postgres'),
    jwtSecret,
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS ?? 900),
    refreshTokenTtlSeconds: Number(env.REFRESH_TOKEN_TTL_SECONDS ?? 60 * 60 * 24 * 30),
    corsOrigins: (env.CORS_ORIGINS ?? 'http://localhost:3000,http://localhost:5173')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    redisUrl: env.REDIS_URL || undefined,
    kafkaBrokers: env.KAFKA_BROKERS ? env.KAFKA_BROKERS.split(',').map((b) => b.trim()) : undefined,
    rateLimit: { windowMs: Number(env.RATE_LIMIT_WINDOW_MS ?? 1000), max: Number(env.RATE_LIMIT_MAX ?? 50) },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    messagingSecret: env.MESSAGING_SECRET || jwtSecret,
    messaging: loadMessagingConfig(env, Number(env.PORT ?? 3000)),
    clientDist: env.CLIENT_DIST ?? resolve(ROOT, 'client', 'dist'),
    seedDemo: env.SEED_DEMO !== 'false',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    prettyLogs: env.LOG_FORMAT ? env.LOG_FORMAT === 'pretty' : process.stdout.isTTY === true,
    httpsOnly: env.HTTPS_ONLY === 'true',
    production,
  };
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  const setting = value?.trim() ?? '';
  if (setting === '' || setting === 'false') return false;
  if (setting === 'true') return true;
  return /^\d+$/.test(setting) ? Number(setting) : setting;
}

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
