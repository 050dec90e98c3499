import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { AccessService, findLoginCandidates, groupAccessTypes, groupOutlets } from '@covers/services/access';
import { EventStore, type EventMetadata } from '@covers/services/eventstore';
import type { DataSource } from 'typeorm';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/config';
import { DEMO_SEEDERS } from '../contexts';
import { DATA_SOURCE } from '../database/database.module';
import { DEMO_GROUP_UID, DEMO_OUTLETS, DEMO_PASSWORD, DEMO_SUPER_ADMIN, DEMO_USERS, demoEmail } from './demo-access';
import type { DemoContext } from './demo-seeder';

/** Which seeders have finished, so a restart (even after a crash mid-seed) runs each one exactly once. */
const SEEDERS_STREAM = 'demo-seeders';

/**
 * On start with seedDemo: the demo group, its outlets and users and the super-admin (each only if missing),
 * then every context's seeder not run before, in order; then the sign-ins are printed.
 */
@Injectable()
export class DemoRunner implements OnApplicationBootstrap {
  private readonly logger = new Logger('Demo');

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly access: AccessService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    await this.seed(new Date().toISOString());
    this.printSignIns();
  }

  async seed(now: string): Promise<void> {
    const metadata: EventMetadata = { actor: 'system', now };
    const context = await this.seedAccess(metadata);
    const done = new Set((await this.store.readStream(SEEDERS_STREAM)).map((event) => (event.data as { name: string }).name));
    for (const seeder of DEMO_SEEDERS) {
      if (done.has(seeder.name)) continue;
      await seeder.seed(context);
      await this.store.append(SEEDERS_STREAM, 'any', [{ type: 'DemoSeederCompleted', data: { name: seeder.name } }], {
        rid: null,
        metadata,
      });
      this.logger.log(`Demo data: ${seeder.name}`);
    }
  }

  private async seedAccess(metadata: EventMetadata): Promise<DemoContext> {
    const manager = this.dataSource.manager;
    if (!(await this.access.groupExists(DEMO_GROUP_UID))) await this.access.createGroup(DEMO_GROUP_UID, 'Covers Demo', metadata);
    const existingOutlets = new Set((await groupOutlets(manager, DEMO_GROUP_UID)).map((o) => o.rid));
    for (const outlet of DEMO_OUTLETS) if (!existingOutlets.has(outlet.rid)) await this.access.addOutlet(DEMO_GROUP_UID, outlet, metadata);

    const accessTypeIds = new Map((await groupAccessTypes(manager, DEMO_GROUP_UID)).map((a) => [a.name, a.accessTypeId]));
    const users: DemoContext['users'] = [];
    for (const user of DEMO_USERS) {
      const [existing] = await findLoginCandidates(manager, { username: user.username, companyId: DEMO_GROUP_UID, superAdmin: false });
      const userId =
        existing?.userId ??
        (await this.access.saveUser(
          DEMO_GROUP_UID,
          {
            profile: {
              username: user.username,
              staffName: user.staffName,
              positionTitle: user.positionTitle,
              phone: '',
              email: demoEmail(user.username),
              language: 'en_US',
            },
            password: DEMO_PASSWORD,
            outlets: DEMO_OUTLETS.map((o) => ({ rid: o.rid, accessTypeId: accessTypeIds.get(user.accessType) ?? null })),
          },
          metadata,
        ));
      users.push({ userId, username: user.username });
    }
    const [root] = await findLoginCandidates(manager, { username: DEMO_SUPER_ADMIN.username, superAdmin: true });
    if (!root) {
      await this.access.registerSuperAdmin(
        {
          username: DEMO_SUPER_ADMIN.username,
          staffName: DEMO_SUPER_ADMIN.staffName,
          positionTitle: DEMO_SUPER_ADMIN.positionTitle,
          phone: '',
          email: demoEmail('root'),
          language: 'en_US',
        },
        DEMO_PASSWORD,
        metadata,
      );
    }
    return { store: this.store, dataSource: this.dataSource, groupUid: DEMO_GROUP_UID, outlets: DEMO_OUTLETS, users, now: metadata.now };
  }

  private printSignIns(): void {
    const lines = [
      `Demo sign-ins (company ID "${DEMO_GROUP_UID}", password "${DEMO_PASSWORD}"):`,
      ...DEMO_USERS.map((u) => `  ${u.username.padEnd(8)} ${u.accessType} at ${DEMO_OUTLETS.map((o) => o.name).join(' and ')}`),
      `  ${DEMO_SUPER_ADMIN.username.padEnd(8)} super-admin at /signInSuper (the verification code is printed in this log)`,
    ];
    // On stderr, beside the log: a benchmark's standard output stays its JSON figures alone.
    process.stderr.write(`${lines.join('\n')}\n`);
  }
}
