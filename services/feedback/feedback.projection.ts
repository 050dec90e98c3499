import type { EntityManager } from 'typeorm';
import type { Projection, RecordedEvent } from '../eventstore';
import { FEEDBACK_EVENT_TYPES, type FeedbackEvent } from './feedback.events';

/** The feedback read model: one row per booking, written when the diner gives it. */
export const feedbackProjection: Projection = {
  name: 'feedback',
  tables: ['feedback'],
  handles: FEEDBACK_EVENT_TYPES,
  async apply(manager: EntityManager, recorded: RecordedEvent): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as FeedbackEvent;
    switch (event.type) {
      case 'FeedbackGiven': {
        const { rid, reservation_id, date, diner_name, rating, comment } = event.data;
        await manager.query(
          `INSERT INTO feedback (rid, reservation_id, date, diner_name, rating, comment, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [rid, reservation_id, date, diner_name, rating, comment, recorded.metadata.now],
        );
        return;
      }
    }
  },
};
