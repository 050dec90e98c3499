import {
  callerE164,
  DomainError,
  type CreatedApiKey,
  type IncomingCall,
  type PhoneBookingResult,
  type apiKeyCreateRequest,
  type apiKeyRevokeRequest,
  type incomingCallRequest,
  type telephonySettingsRequest,
} from '@covers/shared';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { outletByRid, usernames, type OutletCaller } from '../access';
import { dinerHolding, findDiner } from '../diners';
import { handleCommand, type EventMetadata, type EventStore } from '../eventstore';
import type { TelephonyCommand } from './telephony.commands';
import { telephonyDecider } from './telephony.decider';
import { activeApiKeys, outletOfKeyHash, telephonySettings } from './telephony.queries';
import { telephonyStreamId } from './telephony.streams';

/** Where a telephony system reports a call (relative to the API's origin). */
export const INCOMING_CALL_PATH = '/api/telephony/incoming_call';

const sha256 = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Phone bookings (spec §2 Phone Bookings, §7's static API key call kind): a telephony system reports each incoming
 * call with a key the outlet created here; the call, with the diner of that number, reaches the outlet's screens
 * live, and the host opens Add reservation prefilled from it. Keys are stored as their SHA-256 and shown once.
 */
export class TelephonyService {
  constructor(private readonly store: EventStore) {}

  private get db() {
    return this.store.dataSource;
  }

  private decide(rid: number, command: TelephonyCommand, metadata: EventMetadata) {
    return handleCommand(this.store, telephonyDecider, { streamId: telephonyStreamId(rid), rid }, command, metadata);
  }

  async setup(caller: OutletCaller): Promise<PhoneBookingResult> {
    const [settings, keys] = await Promise.all([telephonySettings(this.db, caller.rid), activeApiKeys(this.db, caller.rid)]);
    const names = await usernames(this.db, [...new Set(keys.map((k) => k.createdBy))]);
    return {
      settings,
      keys: keys.map((k) => ({ ...k, createdBy: names.get(k.createdBy) ?? k.createdBy })),
      incomingCallPath: INCOMING_CALL_PATH,
    };
  }

  async saveSettings(caller: OutletCaller, request: z.infer<typeof telephonySettingsRequest>) {
    const settings = { showIncomingCalls: request.show_incoming_calls };
    await this.decide(caller.rid, { type: 'SaveTelephonySettings', data: { settings } }, caller.metadata);
    return this.setup(caller);
  }

  async createKey(caller: OutletCaller, request: z.infer<typeof apiKeyCreateRequest>): Promise<CreatedApiKey> {
    const key = `ck_${randomBytes(32).toString('base64url')}`;
    const stored = { key_id: randomUUID(), label: request.label, prefix: key.slice(0, 10), key_hash: sha256(key) };
    await this.decide(caller.rid, { type: 'CreateApiKey', data: stored }, caller.metadata);
    return {
      keyId: stored.key_id,
      label: stored.label,
      prefix: stored.prefix,
      createdAt: caller.metadata.now,
      createdBy: caller.username,
      key,
    };
  }

  async revokeKey(caller: OutletCaller, request: z.infer<typeof apiKeyRevokeRequest>) {
    await this.decide(caller.rid, { type: 'RevokeApiKey', data: { key_id: request.key_id } }, caller.metadata);
    return this.setup(caller);
  }

  /** telephony/incoming_call: only with a key of the outlet, not revoked; the caller's diner found by phone in the group. */
  async incomingCall(
    key: string | undefined,
    request: z.infer<typeof incomingCallRequest>,
    metadata: EventMetadata,
  ): Promise<IncomingCall> {
    const rid = key ? await outletOfKeyHash(this.db, sha256(key)) : null;
    const outlet = rid === null ? undefined : await outletByRid(this.db, rid);
    if (!outlet) throw new DomainError('API_KEY_INVALID');
    const caller = callerE164(request.caller, outlet.countryCode);
    if (!caller) throw new DomainError('VALIDATION_FAILED', { caller: 'validation.invalidNumber' });
    const dinerId = await dinerHolding(this.db, outlet.groupUid, 'phone', caller, null);
    const diner = dinerId ? await findDiner(this.db, outlet.groupUid, dinerId) : undefined;
    const call: IncomingCall = {
      callId: randomUUID(),
      caller,
      diner: diner
        ? { dinerId: diner.diner_id, name: [diner.first_name, diner.last_name].filter(Boolean).join(' '), vip: diner.vip }
        : null,
    };
    await this.decide(outlet.rid, { type: 'ReportIncomingCall', data: call }, { ...metadata, actor: 'telephony' });
    return call;
  }
}
