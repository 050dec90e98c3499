import { DomainError } from '@covers/shared';
import type { Request } from 'express';

/**
 * The outlet a request acts on: its `rid` from the path, the query or the body. Sent twice with different
 * values is refused rather than guessed; multipart uploads must carry it in the query (the body is not
 * parsed yet when access is checked).
 */
export function requestRid(req: Request): number {
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const sent = [req.params?.rid, (req.query as Record<string, unknown>)?.rid, body.rid].filter(
    (value) => value !== undefined && value !== '',
  );
  if (sent.length === 0) throw new DomainError('VALIDATION_FAILED', { rid: 'validation.required' });
  const values = new Set(sent.map(String));
  if (values.size > 1) throw new DomainError('OUTLET_FORBIDDEN');
  const [value] = values;
  if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647)
    throw new DomainError('VALIDATION_FAILED', { rid: 'validation.invalidNumber' });
  return Number(value);
}

/** The group_uid common field, when sent, must be the caller's group. */
export function requestGroupUid(req: Request): string | undefined {
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const value = (req.query as Record<string, unknown>)?.group_uid ?? body.group_uid;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : header.trim() || undefined;
}
