import type { RequestHandler } from 'express';
import { readdirSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';

/** Paths the gateway itself answers; any other GET that names no file is a console route and gets index.html. */
const NOT_CLIENT_ROUTES = /^\/(api|socket\.io|yjs|healthz|readyz)(\/|$)/;
/** Vite names every file under assets/ by its content hash: a changed file gets a new name. */
const HASHED = /^\/assets\//;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Precompressed siblings the build writes, in the order the gateway prefers them. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

interface Asset {
  /** Relative to the build's folder, so that no folder above it (a dot folder) is checked by `send`. */
  file: string;
  encodings: (typeof ENCODINGS)[number][];
}

/** Every file of the build by its URL path, with the precompressed forms that exist beside it. */
function indexBuild(dist: string): Map<string, Asset> {
  const files = readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  const present = new Set(files);
  const assets = new Map<string, Asset>();
  for (const file of files) {
    if (ENCODINGS.some(({ suffix }) => file.endsWith(suffix))) continue;
    const encodings = ENCODINGS.filter(({ suffix }) => present.has(file + suffix));
    const path = relative(dist, file).split(sep).join('/');
    assets.set(`/${path}`, { file: path, encodings });
  }
  return assets;
}

/** The q-value Accept-Encoding gives a coding (`*` stands for any coding not named); 0 when it is absent. */
export function acceptance(header: string | undefined, coding: string): number {
  let wildcard = 0;
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (name === coding) return Number.isNaN(q) ? 0 : q;
    if (name === '*') wildcard = Number.isNaN(q) ? 0 : q;
  }
  return wildcard;
}

/**
 * Serves the built console: brotli or gzip when the browser accepts it (the files the build compressed), with
 * `Vary: Accept-Encoding`; hashed assets cached for a year as immutable, everything else (index.html, the
 * answer for every console route) revalidated on each load.
 */
export function clientAssets(dist: string): RequestHandler {
  const assets = indexBuild(dist);
  const index = assets.get('/index.html')!;
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const asset = assets.get(req.path) ?? (NOT_CLIENT_ROUTES.test(req.path) || HASHED.test(req.path) ? undefined : index);
    if (!asset) return next();
    const encoding = asset.encodings.find(({ name }) => acceptance(req.headers['accept-encoding'], name) > 0);
    res.vary('Accept-Encoding');
    res.type(extname(asset.file));
    res.setHeader('Cache-Control', asset !== index && HASHED.test(req.path) ? IMMUTABLE : 'no-cache');
    if (encoding) res.setHeader('Content-Encoding', encoding.name);
    res.sendFile(
      encoding ? asset.file + encoding.suffix : asset.file,
      { root: dist, cacheControl: false },
      (error) => error && next(error),
    );
  };
}
