import { revokedFamilies } from '@covers/services/access';
import type { RecordedEvent } from '@covers/services/eventstore';
import { YJS_CLOSE_CODES } from '@covers/shared';
import type { DataSource } from 'typeorm';
import { tablePlanAccess, type YjsEditor } from './yjs-access';

/** How often open Yjs sockets are checked for a revoked refresh family (as the live gateway does). */
const REVOCATION_CHECK_MS = 1000;
const ACCESS_EVENTS = new Set(['UserAccessChanged', 'UserDeleted', 'AccessTypeDefined', 'AccessTypeDeleted']);

interface OpenSocket {
  editor: YjsEditor;
  close(code: number, reason: string): void;
  expiry: NodeJS.Timeout;
}

/**
 * Ends a Yjs socket when the session it was opened with no longer holds: at the access token's expiry, when
 * the refresh family is revoked, when the user is deleted, and when their level on "Sections and Table
 * Plans" changes (a user's access or an access type's permissions). The socket closes with 4401: the editor
 * refreshes its token and reconnects, and is then authorised afresh — as an editor, a viewer, or not at all.
 */
export class YjsSessions {
  private readonly open = new Set<OpenSocket>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly dataSource: DataSource,
    private readonly onError: (error: unknown) => void,
  ) {
    this.timer = setInterval(() => void this.endRevoked(), REVOCATION_CHECK_MS);
    this.timer.unref();
  }

  /** Watches one socket; call the returned function when it closes. */
  watch(editor: YjsEditor, close: (code: number, reason: string) => void): () => void {
    const socket: OpenSocket = {
      editor,
      close,
      expiry: setTimeout(() => this.end(socket, 'token expired'), Math.max(0, editor.expiresAt * 1000 - Date.now())),
    };
    this.open.add(socket);
    return () => {
      clearTimeout(socket.expiry);
      this.open.delete(socket);
    };
  }

  /** Committed events, as the live tailer delivers them. */
  onEvents(events: readonly RecordedEvent[]): void {
    const changed = events.filter((event) => ACCESS_EVENTS.has(event.type));
    if (changed.length === 0) return;
    const users = new Set(changed.map((event) => (event.data as { userId?: string }).userId).filter(Boolean));
    const everyone = changed.some((event) => event.type.startsWith('AccessType'));
    void this.recheck([...this.open].filter((socket) => everyone || users.has(socket.editor.user.userId)));
  }

  stop(): void {
    clearInterval(this.timer);
    for (const socket of this.open) clearTimeout(socket.expiry);
    this.open.clear();
  }

  private async recheck(sockets: OpenSocket[]): Promise<void> {
    for (const socket of sockets) {
      try {
        const level = await tablePlanAccess(this.dataSource, socket.editor.user, socket.editor.rid);
        const wasLevel = socket.editor.readOnly ? 'view' : 'all';
        if (level !== wasLevel) this.end(socket, 'access changed');
      } catch (error) {
        this.onError(error);
      }
    }
  }

  private async endRevoked(): Promise<void> {
    if (this.open.size === 0) return;
    try {
      const revoked = new Set(
        await revokedFamilies(
          this.dataSource,
          [...this.open].map((socket) => socket.editor.family),
        ),
      );
      for (const socket of this.open) if (revoked.has(socket.editor.family)) this.end(socket, 'session revoked');
    } catch (error) {
      this.onError(error);
    }
  }

  private end(socket: OpenSocket, reason: string): void {
    if (!this.open.delete(socket)) return;
    clearTimeout(socket.expiry);
    socket.close(YJS_CLOSE_CODES.unauthorized, reason);
  }
}
