import type { RequestHandler } from 'express';
import helmet from 'helmet';

const DIRECTIVES = {
  defaultSrc: ["'self'"],
  // The voucher QR reader is WebAssembly: compiling it is allowed, evaluating JavaScript strings still is not.
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  imgSrc: ["'self'", 'data:', 'blob:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  mediaSrc: ["'self'", 'blob:'],
};

/** The online booking page is embedded in restaurants' own sites (its embed code): any site may frame it, no other page. */
const EMBEDDABLE_PREFIX = '/book/';

/**
 * Over plain HTTP (a restaurant's LAN, `http://192.168.1.20:3000`) HSTS would pin the host to an HTTPS port
 * nobody serves and upgrade-insecure-requests would rewrite every script URL to https: the console would not load.
 */
function headers(overTls: boolean, embeddable: boolean): RequestHandler {
  const directives: Record<string, string[] | null> = { ...DIRECTIVES };
  if (embeddable) directives.frameAncestors = ['*'];
  if (!overTls) directives.upgradeInsecureRequests = null;
  return helmet({
    contentSecurityPolicy: { directives },
    ...(overTls ? {} : { strictTransportSecurity: false }),
    ...(embeddable ? { xFrameOptions: false } : {}),
  });
}

const VARIANTS = [false, true].map((tls) => [false, true].map((embeddable) => headers(tls, embeddable)));

/**
 * Helmet's headers with a same-origin content security policy. HSTS and upgrade-insecure-requests only for a
 * request that came over TLS (`req.secure`, which trusts X-Forwarded-Proto only from a proxy named by TRUST_PROXY) or when
 * `httpsOnly` is configured.
 */
export function securityHeaders(httpsOnly: boolean): RequestHandler {
  return (req, res, next) => VARIANTS[Number(httpsOnly || req.secure)][Number(req.path.startsWith(EMBEDDABLE_PREFIX))](req, res, next);
}
