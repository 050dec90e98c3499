import type { RequestHandler } from 'express';
import helmet from 'helmet';

const DIRECTIVES = {
  defaultSrc: ["'self'"],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  imgSrc: ["'self'", 'data:', 'blob:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  mediaSrc: ["'self'", 'blob:'],
};

const overTls = helmet({ contentSecurityPolicy: { directives: DIRECTIVES } });
/**
 * Over plain HTTP (a restaurant's LAN, `http://192.168.1.20:3000`) HSTS would pin the host to an HTTPS port
 * nobody serves and upgrade-insecure-requests would rewrite every script URL to https: the console would not load.
 */
const overPlainHttp = helmet({
  contentSecurityPolicy: { directives: { ...DIRECTIVES, upgradeInsecureRequests: null } },
  strictTransportSecurity: false,
});

/**
 * Helmet's headers with a same-origin content security policy. HSTS and upgrade-insecure-requests only for a
 * request that came over TLS (`req.secure`, which trusts X-Forwarded-Proto only from a proxy named by TRUST_PROXY) or when
 * `httpsOnly` is configured.
 */
export function securityHeaders(httpsOnly: boolean): RequestHandler {
  return (req, res, next) => (httpsOnly || req.secure ? overTls : overPlainHttp)(req, res, next);
}
