import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ReportsService } from '@covers/services/reports';
import { activityRequest, reportExportRequest, reportRequest } from '@covers/shared';
import { Requires } from '../access/route-access.decorators';
import { get, post, routeTable } from '../common/route-table';

const reports = Requires('reports', 'view');

/** Spec §7's analytics group: one route per report of spec §2, each needing Reports at the acting outlet (and at every outlet of a group report). */
@ApiTags('analytics')
@Controller('analytics')
export class AnalyticsController extends routeTable(ReportsService, {
  reservation: get('reservation', reports, reportRequest, (r, caller, input) => r.figures(caller, 'booking_summary', input)),
  traffic: get('traffic', reports, reportRequest, (r, caller, input) => r.figures(caller, 'traffic_summary', input)),
  trafficTime: get('traffic_time', reports, reportRequest, (r, caller, input) => r.figures(caller, 'traffic_time', input)),
  partySize: get('party_size', reports, reportRequest, (r, caller, input) => r.figures(caller, 'party_size', input)),
  source: get('source', reports, reportRequest, (r, caller, input) => r.figures(caller, 'source', input)),
  bookingType: get('booking_type', reports, reportRequest, (r, caller, input) => r.figures(caller, 'booking_type', input)),
  diner: get('diner', reports, reportRequest, (r, caller, input) => r.newRepeat(caller, input)),
  activity: get('activity', reports, activityRequest, (r, caller, input) => r.activity(caller, input)),
  export: post('export', reports, reportExportRequest, (r, caller, input) => r.recordExport(caller, input)),
}) {}
