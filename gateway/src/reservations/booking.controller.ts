import { Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EventStore } from '@covers/services/eventstore';
import { ReservationsService, auditTrail, getReservation, searchHistory, searchReservations, toMinute } from '@covers/services/reservations';
import {
  DomainError,
  addTransactionRequest,
  addWalkInRequest,
  auditTrailRequest,
  bookingRefRequest,
  editTransactionRequest,
  exchangeTableRequest,
  flagsRequest,
  levelSatisfies,
  commonOnlyRequest,
  moveReservationRequest,
  reassignTableRequest,
  resendNotificationRequest,
  searchTransactionRequest,
  setFlagsRequest,
  updateStatusRequest,
} from '@covers/shared';
import type { z } from 'zod';
import { Caller, type CurrentUser } from '../access/current-user';
import { Basic } from '../access/route-access.decorators';
import { Input } from '../common/input.decorator';
import { reservationActor } from './reservation-actor';

/** Spec §7's booking group: one booking's life — add, edit, status, tables, move, search, audit, notify, flags. */
@ApiTags('booking')
@Controller('booking')
export class BookingController {
  constructor(
    private readonly reservations: ReservationsService,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  private get db() {
    return this.store.dataSource;
  }

  @Basic()
  @Post('add_transaction')
  @HttpCode(200)
  add(@Caller() user: CurrentUser, @Input(addTransactionRequest) input: z.infer<typeof addTransactionRequest>) {
    return this.reservations.add(reservationActor(user, input), input);
  }

  @Basic()
  @Post('add_walk_in')
  @HttpCode(200)
  walkIn(@Caller() user: CurrentUser, @Input(addWalkInRequest) input: z.infer<typeof addWalkInRequest>) {
    return this.reservations.walkIn(reservationActor(user, input), input);
  }

  @Basic()
  @Get('get_transaction')
  async get(@Caller() user: CurrentUser, @Input(bookingRefRequest) input: z.infer<typeof bookingRefRequest>) {
    const reservation = await getReservation(this.db, user.rid as number, input.reservation_id);
    if (!reservation) throw new DomainError('RESERVATION_NOT_FOUND');
    return reservation;
  }

  @Basic()
  @Post('edit_transaction')
  @HttpCode(200)
  async edit(@Caller() user: CurrentUser, @Input(editTransactionRequest) input: z.infer<typeof editTransactionRequest>) {
    await this.reservations.edit(reservationActor(user, input), input);
    return getReservation(this.db, user.rid as number, input.reservation_id);
  }

  @Basic()
  @Post('update_transaction_status')
  @HttpCode(200)
  async updateStatus(@Caller() user: CurrentUser, @Input(updateStatusRequest) input: z.infer<typeof updateStatusRequest>) {
    const [change] = await this.reservations.changeStatus(reservationActor(user, input), input.date, [input.reservation_id], input.action, input.reason ?? null, input.book_anyway);
    return change;
  }

  @Basic()
  @Post('exchange_table')
  @HttpCode(200)
  async exchange(@Caller() user: CurrentUser, @Input(exchangeTableRequest) input: z.infer<typeof exchangeTableRequest>) {
    const { state } = await this.reservations.exchange(reservationActor(user, input), input.date, input.reservation_id, input.other_reservation_id, input.book_anyway);
    return [input.reservation_id, input.other_reservation_id].map((id) => ({ reservation_id: id, table_ids: state.reservations.get(id)?.table_ids }));
  }

  @Basic()
  @Post('reassign_table')
  @HttpCode(200)
  async reassign(@Caller() user: CurrentUser, @Input(reassignTableRequest) input: z.infer<typeof reassignTableRequest>) {
    const { state } = await this.reservations.reassign(reservationActor(user, input), input.date, input.reservation_id, input.table_ids, input.book_anyway);
    return { reservation_id: input.reservation_id, table_ids: state.reservations.get(input.reservation_id)?.table_ids };
  }

  @Basic()
  @Post('move_reservation')
  @HttpCode(200)
  move(@Caller() user: CurrentUser, @Input(moveReservationRequest) input: z.infer<typeof moveReservationRequest>) {
    return this.reservations.move(reservationActor(user, input), {
      reservationId: input.reservation_id,
      date: input.date,
      newDate: input.new_date,
      timeMinute: input.new_time ? toMinute(input.new_time) : undefined,
      tableIds: input.table_ids,
      bookAnyway: input.book_anyway,
    });
  }

  /** This outlet, or every outlet of the group for callers whose access type lets them view diners. */
  @Basic()
  @Get('search_transaction')
  async search(@Caller() user: CurrentUser, @Input(searchTransactionRequest) input: z.infer<typeof searchTransactionRequest>) {
    let rids = [user.rid as number];
    if (input.scope === 'group') {
      if (!user.superAdmin && !levelSatisfies(user.permissions.dinerManagement, 'view')) throw new DomainError('FORBIDDEN');
      rids = (await this.db.query(`SELECT rid FROM outlets WHERE group_uid = $1`, [user.groupUid])).map((o: { rid: number }) => o.rid);
    }
    const results = await searchReservations(this.db, rids, input.query, input.limit);
    await this.reservations.recordSearch(reservationActor(user, input), input.query, input.scope);
    return { results };
  }

  @Basic()
  @Get('search_history')
  async searchHistory(@Caller() user: CurrentUser, @Input(commonOnlyRequest) _input: unknown) {
    return { history: await searchHistory(this.db, user.userId) };
  }

  @Basic()
  @Get('audit_trail')
  async audit(@Caller() user: CurrentUser, @Input(auditTrailRequest) input: z.infer<typeof auditTrailRequest>) {
    return { reservation_id: input.reservation_id, entries: await auditTrail(this.db, user.rid as number, input.reservation_id) };
  }

  @Basic()
  @Post('resend_notification')
  @HttpCode(200)
  async resend(@Caller() user: CurrentUser, @Input(resendNotificationRequest) input: z.infer<typeof resendNotificationRequest>) {
    const { events } = await this.reservations.resendNotification(reservationActor(user, input), input.date, input.reservation_id, input.channel, input.template);
    return { requested: events.map((e) => e.data) };
  }

  @Basic()
  @Get('flags')
  async flags(@Caller() user: CurrentUser, @Input(flagsRequest) input: z.infer<typeof flagsRequest>) {
    const reservation = await getReservation(this.db, user.rid as number, input.reservation_id);
    if (!reservation) throw new DomainError('RESERVATION_NOT_FOUND');
    return { reservation_id: input.reservation_id, flags: reservation.flags };
  }

  @Basic()
  @Post('flags')
  @HttpCode(200)
  async setFlags(@Caller() user: CurrentUser, @Input(setFlagsRequest) input: z.infer<typeof setFlagsRequest>) {
    const { state } = await this.reservations.setFlags(reservationActor(user, input), input.date, input.reservation_id, input.flags);
    return { reservation_id: input.reservation_id, flags: state.reservations.get(input.reservation_id)?.flags ?? [] };
  }
}
