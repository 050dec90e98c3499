import {
  DomainError,
  presetRange,
  previousRange,
  type DateRange,
  type DinerReportResult,
  type ActivityRequest,
  type ActivityResult,
  ACTIVITY_PAGE_SIZE,
  type ReportName,
  type ReportExportRequest,
  type ReportRequest,
  type ReportResult,
} from '@covers/shared';
import type { EntityManager } from 'typeorm';
import { groupOutlets, groupUsers, outletRidsPermitting, outletZone, usernames, type OutletCaller } from '../access';
import type { EventStore } from '../eventstore';
import { serviceDayAt } from '../reservations';
import { activityPage, checkActivityChain } from './activity-log.queries';
import { ExportLog } from './export-log';
import { asOf } from './report-as-of';
import { figureReport, newRepeatReport } from './reports.queries';

type FigureReport = Exclude<ReportName, 'new_repeat'>;

/**
 * The reports of spec §2 over the reports' read models: one outlet or every outlet of the group where the caller
 * has Reports, a preset counted from the acting outlet's service day (tonight's until a service past midnight ends)
 * or a custom range, the previous period beside it, and as it stood at a past moment when asked (rebuilt from the
 * event log).
 */
export class ReportsService {
  constructor(private readonly store: EventStore) {}

  private get db() {
    return this.store.dataSource;
  }

  figures(caller: OutletCaller, report: FigureReport, request: ReportRequest): Promise<ReportResult> {
    return this.run(caller, report, request, (db, rids, range) => figureReport(db, report, { rids, range, tab: request.tab }));
  }

  newRepeat(caller: OutletCaller, request: ReportRequest): Promise<DinerReportResult> {
    return this.run(caller, 'new_repeat', request, (db, rids, range) => newRepeatReport(db, { rids, range }));
  }

  /** The user activity log of the outlet (or the group's outlets where the caller has Reports, and the group's users and access), and whether its chain is intact. */
  async activity(caller: OutletCaller, request: ActivityRequest): Promise<ActivityResult> {
    const scope = { rids: await this.outlets(caller, request), groupUid: caller.groupUid };
    const timeZone = (await outletZone(this.db, caller.rid))?.timezone ?? 'UTC';
    const [page, chain, users, outlets] = await Promise.all([
      activityPage(this.db, scope, timeZone, request),
      checkActivityChain(this.db, scope),
      groupUsers(this.db.manager, caller.groupUid),
      groupOutlets(this.db.manager, caller.groupUid),
    ]);
    const names = await usernames(this.db, [...new Set(page.rows.map((r) => r.actor))]);
    const outletNames = new Map(outlets.map((o) => [o.rid, o.name]));
    return {
      outlets: scope.rids,
      rows: page.rows.map((r) => ({
        ...r,
        actor_name: names.get(r.actor) ?? null,
        outlet_name: r.rid === null ? null : (outletNames.get(r.rid) ?? null),
      })),
      total: page.total,
      page_size: ACTIVITY_PAGE_SIZE,
      users: users.map((u) => ({ user_id: u.userId, username: u.username })),
      chain,
    };
  }

  /** A report's CSV, made in the browser from figures this service answered, recorded in the activity log before it is saved. */
  async recordExport(caller: OutletCaller, request: ReportExportRequest): Promise<{ file: string }> {
    const range = await this.rangeOf(caller, request);
    const file = `${request.report}-${request.scope}-${range.from}-${range.to}.csv`;
    await new ExportLog(this.store).record(caller, 'report', file);
    return { file };
  }

  private async rangeOf(caller: OutletCaller, request: Pick<ReportRequest, 'preset' | 'from' | 'to'>): Promise<DateRange> {
    return request.preset
      ? presetRange(request.preset, (await serviceDayAt(this.db, caller.rid, caller.metadata.now)).date)
      : { from: request.from!, to: request.to! };
  }

  private async run<P>(
    caller: OutletCaller,
    report: ReportName,
    request: ReportRequest,
    period: (db: EntityManager, rids: number[], range: DateRange) => Promise<P>,
  ): Promise<{ report: ReportName; outlets: number[]; as_of: string | null; current: P; previous: P | null }> {
    if (request.as_of && Date.parse(request.as_of) > Date.parse(caller.metadata.now)) throw new DomainError('REPORT_AS_OF_IN_FUTURE');
    const rids = await this.outlets(caller, request);
    const range = await this.rangeOf(caller, request);
    const both = async (db: EntityManager) => ({
      current: await period(db, rids, range),
      previous: request.compare ? await period(db, rids, previousRange(range)) : null,
    });
    const figures = request.as_of ? await asOf(this.store, rids, request.as_of, both) : await both(this.db.manager);
    return { report, outlets: rids, as_of: request.as_of ? new Date(request.as_of).toISOString() : null, ...figures };
  }

  /** The acting outlet, or the group's outlets where the caller has Reports (checked per outlet, never taken from the request). */
  private async outlets(caller: OutletCaller, request: Pick<ReportRequest, 'scope'>): Promise<number[]> {
    if (request.scope === 'outlet') return [caller.rid];
    return (await outletRidsPermitting(this.db.manager, caller, 'reports', 'view')).sort((a, b) => a - b);
  }
}
