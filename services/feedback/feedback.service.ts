import {
  DomainError,
  FEEDBACK_CSV_HEADER,
  toCsv,
  type CommentDownloadRequest,
  type FeedbackAddRequest,
  type FeedbackAddResult,
  type FeedbackDinerRequest,
  type FeedbackDinerResult,
  type FeedbackFormRequest,
  type FeedbackFormResult,
  type FeedbackGetRequest,
  type FeedbackGetResult,
  type FeedbackLinkRequest,
  type FeedbackLinkResult,
  type FeedbackListRequest,
  type FeedbackListResult,
} from '@covers/shared';
import { groupOutlets, outletName, outletRidsPermitting, type OutletCaller } from '../access';
import { findDiner } from '../diners';
import { handleCommand, type EventMetadata, type EventStore } from '../eventstore';
import { getReservation } from '../reservations';
import { feedbackDecider } from './feedback.decider';
import { feedbackLinkKey, openFeedbackLink, sealFeedbackLink, type FeedbackLink } from './feedback-link';
import { dinerFeedback, feedbackBetween, feedbackOf, listFeedback } from './feedback.queries';
import { feedbackStream } from './feedback.streams';

export interface FeedbackOptions {
  /** The secret feedback links are sealed with (the messaging secret: the links go out in messages to diners). */
  linkSecret: string;
}

/** The actor of the events a diner causes through their link. */
export const DINER_ACTOR = 'diner';

/**
 * Diners' feedback (spec §7's feedback group and public comment download): a rating and a comment per booking,
 * left once through a sealed link after the visit; staff read it per booking, list it and download it.
 */
export class FeedbackService {
  private readonly key: Buffer;

  constructor(
    private readonly store: EventStore,
    options: FeedbackOptions,
  ) {
    this.key = feedbackLinkKey(options.linkSecret);
  }

  private get db() {
    return this.store.dataSource;
  }

  /** Staff: the diner-facing page of one of the outlet's bookings. */
  async link(caller: OutletCaller, request: FeedbackLinkRequest): Promise<FeedbackLinkResult> {
    if (!(await getReservation(this.db, caller.rid, request.reservation_id))) throw new DomainError('RESERVATION_NOT_FOUND');
    return { path: `/feedback/${sealFeedbackLink({ rid: caller.rid, reservation_id: request.reservation_id }, this.key)}` };
  }

  async get(caller: OutletCaller, request: FeedbackGetRequest): Promise<FeedbackGetResult> {
    return { feedback: await feedbackOf(this.db, caller.rid, request.reservation_id) };
  }

  async list(caller: OutletCaller, request: FeedbackListRequest): Promise<FeedbackListResult> {
    const { rows, total, average } = await listFeedback(this.db, caller.rid, request, { page: request.page, size: request.page_size });
    return { feedback: rows, total, average, page: request.page, page_size: request.page_size };
  }

  /**
   * A diner of the caller's group: their feedback at the outlets where the caller has Diner Management (the profile's
   * permission), so a diner's comments at an outlet the caller may not see stay there.
   */
  async diner(caller: OutletCaller, request: FeedbackDinerRequest): Promise<FeedbackDinerResult> {
    if (!(await findDiner(this.db, caller.groupUid, request.diner_id))) throw new DomainError('DINER_NOT_FOUND');
    const [rids, outlets] = await Promise.all([
      outletRidsPermitting(this.db.manager, caller, 'dinerManagement', 'view'),
      groupOutlets(this.db.manager, caller.groupUid),
    ]);
    const names = new Map(outlets.map((outlet) => [outlet.rid, outlet.name]));
    const { rows, total, average } = await dinerFeedback(this.db, request.diner_id, rids, { page: request.page, size: request.page_size });
    return {
      feedback: rows.map((row) => ({ ...row, outlet_name: names.get(row.rid) ?? '' })),
      total,
      average,
      page: request.page,
      page_size: request.page_size,
    };
  }

  /** The comments of the range as CSV, by the project's CSV rules (BOM, formulas neutralised). */
  async commentsCsv(caller: OutletCaller, request: CommentDownloadRequest): Promise<string> {
    const rows = await feedbackBetween(this.db, caller.rid, request);
    return toCsv(
      FEEDBACK_CSV_HEADER,
      rows.map((row) => [row.reservation_id, row.diner_name, row.date, row.rating, row.comment, row.created_at]),
    );
  }

  /** Public: what the link is for, and whether feedback was already left through it. */
  async form(request: FeedbackFormRequest): Promise<FeedbackFormResult> {
    const { link, booking } = await this.booking(request.token);
    return {
      outlet_name: (await outletName(this.db, link.rid)) ?? '',
      date: booking.date,
      submitted: (await feedbackOf(this.db, link.rid, link.reservation_id)) !== null,
    };
  }

  /** Public: the diner's rating and comment; once per booking, after the visit. */
  async add(request: FeedbackAddRequest, metadata: EventMetadata): Promise<FeedbackAddResult> {
    const { link, booking } = await this.booking(request.token);
    await handleCommand(
      this.store,
      feedbackDecider,
      { streamId: feedbackStream(link.rid, link.reservation_id), rid: link.rid },
      {
        type: 'GiveFeedback',
        data: {
          rid: link.rid,
          reservation_id: link.reservation_id,
          date: booking.date,
          diner_name: [booking.first_name, booking.last_name].filter(Boolean).join(' '),
          rating: request.rating,
          comment: request.comment,
          status: booking.status,
        },
      },
      metadata,
    );
    return { rating: request.rating };
  }

  /** The booking a token names; an unknown token, or one whose booking is gone, is the same refusal. */
  private async booking(token: string): Promise<{ link: FeedbackLink; booking: NonNullable<Awaited<ReturnType<typeof getReservation>>> }> {
    const link = openFeedbackLink(token, this.key);
    const booking = await getReservation(this.db, link.rid, link.reservation_id);
    if (!booking) throw new DomainError('FEEDBACK_LINK_INVALID');
    return { link, booking };
  }
}
