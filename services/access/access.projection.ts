import type { EntityManager } from 'typeorm';
import type { Projection, RecordedEvent } from '../eventstore';
import { ACCESS_EVENT_TYPES, type AccessEvent } from './access.events';

/** outlets, users, access_types, user_outlets: the directory every request's access check reads. */
export const accessProjection: Projection = {
  name: 'access',
  tables: ['outlets', 'users', 'access_types', 'user_outlets'],
  handles: ACCESS_EVENT_TYPES,
  async apply(manager: EntityManager, recorded: RecordedEvent): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as AccessEvent;
    switch (event.type) {
      case 'GroupCreated':
        return;
      case 'OutletAdded': {
        const d = event.data;
        await manager.query(
          `INSERT INTO outlets (rid, group_uid, name, ruid, currency, country_code, timezone) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [d.rid, d.groupUid, d.name, d.ruid, d.currency, d.countryCode, d.timezone],
        );
        return;
      }
      case 'AccessTypeDefined': {
        const d = event.data;
        await manager.query(
          `INSERT INTO access_types (access_type_id, group_uid, name, permissions, is_default) VALUES ($1, $2, $3, $4::jsonb, $5)
           ON CONFLICT (access_type_id) DO UPDATE SET name = EXCLUDED.name, permissions = EXCLUDED.permissions`,
          [d.accessTypeId, d.groupUid, d.name, JSON.stringify(d.permissions), d.isDefault],
        );
        return;
      }
      case 'AccessTypeDeleted':
        await manager.query(`UPDATE user_outlets SET access_type_id = NULL WHERE access_type_id = $1`, [event.data.accessTypeId]);
        await manager.query(`DELETE FROM access_types WHERE access_type_id = $1`, [event.data.accessTypeId]);
        return;
      case 'UserRegistered':
      case 'SuperAdminRegistered': {
        const d = event.data;
        const groupUid = event.type === 'UserRegistered' ? event.data.groupUid : null;
        await manager.query(
          `INSERT INTO users (user_id, group_uid, username, staff_name, position_title, phone, email, password_hash, language, super_admin)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [d.userId, groupUid, d.username, d.staffName, d.positionTitle, d.phone, d.email, d.passwordHash, d.language, groupUid === null],
        );
        return;
      }
      case 'UserProfileUpdated': {
        const d = event.data;
        await manager.query(
          `UPDATE users SET username = $2, staff_name = $3, position_title = $4, phone = $5, email = $6, language = $7 WHERE user_id = $1`,
          [d.userId, d.username, d.staffName, d.positionTitle, d.phone, d.email, d.language],
        );
        return;
      }
      case 'UserPasswordChanged':
        await manager.query(`UPDATE users SET password_hash = $2 WHERE user_id = $1`, [event.data.userId, event.data.passwordHash]);
        return;
      case 'UserAccessChanged':
        for (const outlet of event.data.outlets) {
          await manager.query(
            `INSERT INTO user_outlets (user_id, rid, access_type_id) VALUES ($1, $2, $3)
             ON CONFLICT (user_id, rid) DO UPDATE SET access_type_id = EXCLUDED.access_type_id`,
            [event.data.userId, outlet.rid, outlet.accessTypeId],
          );
        }
        return;
      case 'UserDeleted':
        await manager.query(`DELETE FROM user_outlets WHERE user_id = $1`, [event.data.userId]);
        await manager.query(`DELETE FROM users WHERE user_id = $1`, [event.data.userId]);
        return;
      case 'OutletFeaturesSet':
        await manager.query(`UPDATE outlets SET feature_flags = $2::jsonb WHERE rid = $1`, [
          event.data.rid,
          JSON.stringify(event.data.flags),
        ]);
        return;
      default: {
        const unknown: never = event;
        throw new Error(`Unhandled access event ${JSON.stringify(unknown)}`);
      }
    }
  },
};
