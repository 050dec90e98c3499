import { Controller, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { OutletCaller } from '@covers/services/access';
import { FeedbackService } from '@covers/services/feedback';
import { ExportLog } from '@covers/services/reports';
import { commentDownloadRequest } from '@covers/shared';
import type { Response } from 'express';
import { Outlet } from '../access/outlet.decorator';
import { Requires } from '../access/route-access.decorators';
import { Input, type In } from '../common/input.decorator';
import { Get } from '../common/route.decorators';
import { sendCsv } from '../common/send-csv';

/**
 * Spec §7's public comment download. "Public" names its group, not its access: diners' names and comments
 * are the outlet's data, so the caller signs in (bearer token) and needs Reports at the outlet. A token in
 * the URL instead would be kept in browser history, proxy logs and Referer headers.
 */
@ApiTags('public')
@Controller('public')
export class CommentDownloadController {
  constructor(
    private readonly feedback: FeedbackService,
    private readonly exportLog: ExportLog,
  ) {}

  @Get('comment_download', Requires('reports', 'view'))
  async commentDownload(
    @Outlet() caller: OutletCaller,
    @Input(commentDownloadRequest) input: In<typeof commentDownloadRequest>,
    @Res() res: Response,
  ) {
    const [csv, file] = [await this.feedback.commentsCsv(caller, input), `comments-${input.from}-${input.to}.csv`];
    await this.exportLog.record(caller, 'comments', file);
    sendCsv(res, file, csv);
  }
}
