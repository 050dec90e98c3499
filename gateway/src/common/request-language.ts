import type { Request } from 'express';

/** The language a response is written in: the lang field, then the language cookie, then English. */
export function requestLanguage(req: Request): string | undefined {
  const body = req.body as Record<string, unknown> | undefined;
  const fromField = (req.query?.lang as string | undefined) ?? (typeof body?.lang === 'string' ? body.lang : undefined);
  return fromField ?? (req.cookies?.language as string | undefined);
}
