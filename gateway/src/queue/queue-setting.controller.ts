import { Controller, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { OutletCaller } from '@covers/services/access';
import { QueueService } from '@covers/services/queue';
import { commonOnlyRequest, QUEUE_BACKGROUND, queueLinkRequest, queueSettingsRequest } from '@covers/shared';
import type { Response } from 'express';
import { Outlet } from '../access/outlet.decorator';
import { Basic, Requires } from '../access/route-access.decorators';
import { FileUpload, UploadedBytes } from '../common/file-upload';
import { Input, type In } from '../common/input.decorator';
import { get, post, routeTable } from '../common/route-table';
import { Get, Post } from '../common/route.decorators';

/** Spec §7's setting group: Queues Setup, under Service and Online Booking Slot (the outlet's service setup). */
@ApiTags('setting')
@Controller('setting')
export class QueueSettingController extends routeTable(QueueService, {
  queues: get('queues', Requires('servicesAndSlots', 'view'), commonOnlyRequest, (queue, caller) => queue.settings(caller)),
  saveQueues: post('queues', Requires('servicesAndSlots', 'all'), queueSettingsRequest, (queue, caller, input) =>
    queue.saveSettings(caller, input),
  ),
  issueQueueLink: post('queues/issue_link', Requires('servicesAndSlots', 'all'), queueLinkRequest, (queue, caller, input) =>
    queue.issueLink(caller, input),
  ),
  revokeQueueLink: post('queues/revoke_link', Requires('servicesAndSlots', 'all'), queueLinkRequest, (queue, caller, input) =>
    queue.revokeLink(caller, input),
  ),
}) {
  /** The screen's background, sent as multipart/form-data: the image in `background`, `rid` in the query. */
  @Post('queues/background', Requires('servicesAndSlots', 'all'))
  @FileUpload('background', QUEUE_BACKGROUND.maxBytes, 'QUEUE_BACKGROUND_TOO_LARGE')
  uploadBackground(
    @Outlet() caller: OutletCaller,
    @Input(commonOnlyRequest) _input: In<typeof commonOnlyRequest>,
    @UploadedBytes() bytes?: Buffer,
  ) {
    return this.service.uploadBackground(caller, bytes);
  }

  /** The background's image, for Queues Setup's preview; a new upload has a new version, so the browser checks each time. */
  @Get('queues/background', Basic())
  async background(@Outlet() caller: OutletCaller, @Input(commonOnlyRequest) _input: In<typeof commonOnlyRequest>, @Res() res: Response) {
    const image = await this.service.background(caller);
    res
      .status(200)
      .set({ 'Content-Type': image.content_type, 'Cache-Control': 'private, no-cache', ETag: `"${image.version}"` })
      .send(image.bytes);
  }
}
