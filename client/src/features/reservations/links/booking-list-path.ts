/** The main page's list on a booking's day, searched for its diner: where another screen sends staff to see a booking. */
export const bookingListPath = (date: string, search: string) =>
  `/?${new URLSearchParams({ date, ...(search ? { q: search } : {}) }).toString()}`;
