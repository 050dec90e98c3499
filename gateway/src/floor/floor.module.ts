import { Module } from '@nestjs/common';
import { EventStore } from '@covers/services/eventstore';
import { FloorService } from '@covers/services/floor';
import { YjsDocuments } from '../yjs/yjs-documents';
import { YjsModule } from '../yjs/yjs.module';
import { floorDemoSeeder } from './floor.demo-seeder';
import { FloorplanController } from './floorplan.controller';
import { SectionController } from './section.controller';

/** The floor context: sections and table plans (spec §7's section and floorplan groups); YjsDocuments holds the drafts. */
@Module({
  imports: [YjsModule],
  controllers: [FloorplanController, SectionController],
  providers: [
    {
      provide: FloorService,
      inject: [EventStore, YjsDocuments],
      useFactory: (store: EventStore, drafts: YjsDocuments) => new FloorService(store, drafts),
    },
  ],
})
export class FloorModule {
  static readonly demoSeeder = floorDemoSeeder;
}
