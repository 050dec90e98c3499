/** The diner directory (spec §2, §3): the words of the booking form's diner suggestions. */
export const dinersUi = {
  suggestions: 'Existing diners',
  visits: 'Visits: {{count}}',
  noShows: 'No-shows: {{count}}',
  lastVisit: 'Last visit: {{date}}',
  useDiner: 'Use this diner',
};
