import { resolve } from 'node:path';

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
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? resolve(ROOT, '.data', 'postgres'),
    jwtSecret: env.JWT_SECRET ?? 'covers-development-secret-change-me',
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS ?? 900),
    refreshTokenTtlSeconds: Number(env.REFRESH_TOKEN_TTL_SECONDS ?? 60 * 60 * 24 * 30),
    corsOrigins: (env.CORS_ORIGINS ?? 'http://localhost:3000,http://localhost:5173')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    redisUrl: env.REDIS_URL || undefined,
    kafkaBrokers: env.KAFKA_BROKERS ? env.KAFKA_BROKERS.split(',').map((b) => b.trim()) : undefined,
    rateLimit: { windowMs: Number(env.RATE_LIMIT_WINDOW_MS ?? 1000), max: Number(env.RATE_LIMIT_MAX ?? 50) },
    clientDist: env.CLIENT_DIST ?? resolve(ROOT, 'client', 'dist'),
    seedDemo: env.SEED_DEMO !== 'false',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    prettyLogs: env.LOG_FORMAT ? env.LOG_FORMAT === 'pretty' : process.stdout.isTTY === true,
    httpsOnly: env.HTTPS_ONLY === 'true',
    production,
  };
}

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
