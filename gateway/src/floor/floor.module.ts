import { Module } from '@nestjs/common';
import { YjsModule } from '../yjs/yjs.module';
import { floorDemoSeeder } from './floor.demo-seeder';
import { FloorService } from './floor.service';
import { FloorplanController } from './floorplan.controller';
import { SectionController } from './section.controller';

/** Sections and table plans: the section and floorplan endpoint group, over the Yjs drafts. */
@Module({
  imports: [YjsModule],
  controllers: [FloorplanController, SectionController],
  providers: [FloorService],
})
export class FloorModule {
  static readonly demoSeeder = floorDemoSeeder;
}
