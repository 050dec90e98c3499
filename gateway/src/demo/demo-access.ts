import type { DefaultAccessTypeName } from '@covers/shared';
import type { DemoOutlet } from './demo-seeder';

export const DEMO_GROUP_UID = 'demo';
export const DEMO_PASSWORD = 'covers-demo';

export const DEMO_OUTLETS: DemoOutlet[] = [
  { rid: 1, name: 'Covers Demo Singapore', ruid: 'covers-demo-sg', currency: 'SGD', countryCode: 'SG', timezone: 'Asia/Singapore' },
  { rid: 2, name: 'Covers Demo Bangkok', ruid: 'covers-demo-bkk', currency: 'THB', countryCode: 'TH', timezone: 'Asia/Bangkok' },
];

export const DEMO_USERS: { username: string; staffName: string; positionTitle: string; accessType: DefaultAccessTypeName }[] = [
  { username: 'admin', staffName: 'Alex Admin', positionTitle: 'General Manager', accessType: 'Admin' },
  { username: 'manager', staffName: 'Mei Manager', positionTitle: 'Restaurant Manager', accessType: 'Manager' },
  { username: 'host', staffName: 'Hana Host', positionTitle: 'Host', accessType: 'Front of House' },
];

export const DEMO_SUPER_ADMIN = { username: 'root', staffName: 'Covers Support', positionTitle: 'Super Admin' };

export const demoEmail = (username: string) => `${username}@covers-demo.example`;
