import { Controller, Inject, Res } from '@nestjs/common';
import type { OutletCaller } from '@covers/services/access';
import { ExportLog } from '@covers/services/reports';
import { ApiTags } from '@nestjs/swagger';
import { DinersService } from '@covers/services/diners';
import {
  dinerAddRequest,
  dinerDuplicatesRequest,
  dinerMergeRequest,
  dinerUnmergeRequest,
  dinerEditRequest,
  dinerExportRequest,
  dinerImportRequest,
  dinerFilterRequest,
  dinerGetRequest,
  dinerHistoryRequest,
  dinerPhotoGetRequest,
  dinerPhotoRequest,
  DINER_PHOTO_MAX_BYTES,
} from '@covers/shared';
import type { Response } from 'express';
import { Outlet } from '../access/outlet.decorator';
import { Requires } from '../access/route-access.decorators';
import { Input, type In } from '../common/input.decorator';
import { sendCsv } from '../common/send-csv';
import { FileUpload, UploadedBytes } from '../common/file-upload';
import { Get, Post } from '../common/route.decorators';
import { post, routeTable } from '../common/route-table';

/** Spec §7's diner group: Diner Management View Only reads, view/edit/export writes, No Access is refused. */
@ApiTags('diner')
@Controller('diner')
export class DinerController extends routeTable(DinersService, {
  add: post('add', Requires('dinerManagement', 'all'), dinerAddRequest, (diners, caller, input) => diners.add(caller, input)),
  edit: post('edit', Requires('dinerManagement', 'all'), dinerEditRequest, (diners, caller, input) => diners.edit(caller, input)),
  import: post('import', Requires('dinerManagement', 'all'), dinerImportRequest, (diners, caller, input) => diners.import(caller, input)),
  get: post('get', Requires('dinerManagement', 'view'), dinerGetRequest, (diners, caller, input) => diners.get(caller, input)),
  filter: post('filter', Requires('dinerManagement', 'view'), dinerFilterRequest, (diners, caller, input) => diners.filter(caller, input)),
  visitHistory: post('visit_history', Requires('dinerManagement', 'view'), dinerHistoryRequest, (diners, caller, input) =>
    diners.visitHistory(caller, input),
  ),
  duplicates: post('duplicates', Requires('dinerManagement', 'all'), dinerDuplicatesRequest, (diners, caller, input) =>
    diners.duplicates(caller, input),
  ),
  merge: post('merge', Requires('dinerManagement', 'all'), dinerMergeRequest, (diners, caller, input) => diners.merge(caller, input)),
  unmerge: post('unmerge', Requires('dinerManagement', 'all'), dinerUnmergeRequest, (diners, caller, input) =>
    diners.unmerge(caller, input),
  ),
  bookingHistory: post('booking_history', Requires('dinerManagement', 'view'), dinerHistoryRequest, (diners, caller, input) =>
    diners.bookingHistory(caller, input),
  ),
  removePhoto: post('remove_photo', Requires('dinerManagement', 'all'), dinerPhotoRequest, (diners, caller, input) =>
    diners.removePhoto(caller, input),
  ),
}) {
  /** The diner's photo, sent as multipart/form-data: the image in `photo`, `diner_id` beside it, `rid` in the query. */
  @Post('photo', Requires('dinerManagement', 'all'))
  @FileUpload('photo', DINER_PHOTO_MAX_BYTES, 'PHOTO_TOO_LARGE')
  uploadPhoto(
    @Outlet() caller: OutletCaller,
    @Input(dinerPhotoRequest) input: In<typeof dinerPhotoRequest>,
    @UploadedBytes() bytes?: Buffer,
  ) {
    return this.service.uploadPhoto(caller, input, bytes);
  }

  /**
   * The photo's image. Asked for with the version the profile shows (`v`), it may be kept for good: a new photo has
   * a new version. Without it, or with an old one, it is checked again every time.
   */
  @Get('photo', Requires('dinerManagement', 'view'))
  async photo(@Outlet() caller: OutletCaller, @Input(dinerPhotoGetRequest) input: In<typeof dinerPhotoGetRequest>, @Res() res: Response) {
    const photo = await this.service.photo(caller, input);
    res
      .status(200)
      .set({
        'Content-Type': photo.content_type,
        'Cache-Control': input.v === photo.version ? 'private, max-age=31536000, immutable' : 'private, no-cache',
        ETag: `"${photo.version}"`,
        'Content-Disposition': `inline; filename="diner-photo-${photo.version}.${photo.content_type.replace('image/', '')}"`,
      })
      .send(photo.bytes);
  }

  @Inject(ExportLog) private readonly exportLog!: ExportLog;

  /** The diner list as CSV: Diner Management to read it, and Export Diner List, checked by the service. */
  @Get('export', Requires('dinerManagement', 'view'))
  async export(@Outlet() caller: OutletCaller, @Input(dinerExportRequest) input: In<typeof dinerExportRequest>, @Res() res: Response) {
    const csv = await this.service.exportCsv(caller, input);
    await this.exportLog.record(caller, 'diners', 'diners.csv');
    sendCsv(res, 'diners.csv', csv);
  }
}
