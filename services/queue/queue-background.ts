import { createHash } from 'node:crypto';
import { DomainError, QUEUE_BACKGROUND } from '@covers/shared';
import sharp from 'sharp';
import type { DataSource, EntityManager } from 'typeorm';

export interface QueueBackgroundRecord {
  version: string;
  content_type: string;
  byte_size: number;
}

const FORMATS: readonly string[] = QUEUE_BACKGROUND.formats;

/**
 * Spec §5's background, checked by its content (the name and the declared type are not trusted): a JPEG or PNG,
 * exactly 2048 × 2732 px, at most 3 MB. Kept as sent: the screen shows it at its size. Its version is the start of
 * its SHA-256.
 */
export async function checkBackground(upload: Buffer | undefined): Promise<QueueBackgroundRecord> {
  if (!upload || upload.length === 0) throw new DomainError('QUEUE_BACKGROUND_NOT_IMAGE');
  if (upload.length > QUEUE_BACKGROUND.maxBytes) throw new DomainError('QUEUE_BACKGROUND_TOO_LARGE');
  const metadata = await sharp(upload)
    .metadata()
    .catch(() => undefined);
  if (!metadata?.format || !FORMATS.includes(metadata.format)) throw new DomainError('QUEUE_BACKGROUND_NOT_IMAGE');
  if (metadata.width !== QUEUE_BACKGROUND.width || metadata.height !== QUEUE_BACKGROUND.height)
    throw new DomainError('QUEUE_BACKGROUND_WRONG_SIZE');
  return {
    version: createHash('sha256').update(upload).digest('hex').slice(0, 16),
    content_type: `image/${metadata.format}`,
    byte_size: upload.length,
  };
}

/** Written in the transaction of its event: a background is never stored without it, nor its event without the image. */
export async function storeBackground(manager: EntityManager, rid: number, record: QueueBackgroundRecord, bytes: Buffer, at: string) {
  await manager.query(
    `INSERT INTO queue_backgrounds (rid, version, content_type, bytes, stored_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (rid) DO UPDATE SET version = EXCLUDED.version, content_type = EXCLUDED.content_type, bytes = EXCLUDED.bytes,
       stored_at = EXCLUDED.stored_at`,
    [rid, record.version, record.content_type, bytes, at],
  );
}

export async function backgroundVersion(db: DataSource | EntityManager, rid: number): Promise<string | null> {
  const [row]: { version: string }[] = await db.query(`SELECT version FROM queue_backgrounds WHERE rid = $1`, [rid]);
  return row?.version ?? null;
}

export async function backgroundImage(db: DataSource | EntityManager, rid: number) {
  const [row]: { version: string; content_type: string; bytes: Buffer }[] = await db.query(
    `SELECT version, content_type, bytes FROM queue_backgrounds WHERE rid = $1`,
    [rid],
  );
  if (!row) throw new DomainError('QUEUE_BACKGROUND_NOT_FOUND');
  return row;
}
