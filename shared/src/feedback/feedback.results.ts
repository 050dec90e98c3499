/** One diner's feedback on a visit. */
export interface FeedbackRow {
  reservation_id: string;
  diner_name: string;
  /** The visit's date (outlet time). */
  date: string;
  rating: number;
  comment: string;
  /** When the diner left it (ISO 8601). */
  created_at: string;
}

export interface FeedbackFormResult {
  outlet_name: string;
  date: string;
  /** Feedback was already left through this link: the page thanks the diner instead of asking again. */
  submitted: boolean;
}

export interface FeedbackAddResult {
  rating: number;
}

/** The diner-facing page of a booking: a path of the console (`/feedback/<token>`), on whichever host serves it. */
export interface FeedbackLinkResult {
  path: string;
}

export interface FeedbackGetResult {
  feedback: FeedbackRow | null;
}

export interface FeedbackListResult {
  feedback: FeedbackRow[];
  total: number;
  /** The mean rating of the whole range (every page), null when there is none. */
  average: number | null;
  page: number;
  page_size: number;
}

/** A diner's feedback on one visit, with the outlet it was at. */
export interface DinerFeedbackRow extends FeedbackRow {
  rid: number;
  outlet_name: string;
}

export interface FeedbackDinerResult {
  feedback: DinerFeedbackRow[];
  total: number;
  /** The mean rating of all the diner's feedback shown to the caller (every page), null when there is none. */
  average: number | null;
  page: number;
  page_size: number;
}
