/** Diners' feedback on a visit: refusals and field messages. */
export const feedback = {
  linkInvalid: 'This feedback link is not valid.',
  visitNotOver: 'Feedback can be left once the visit is over.',
  alreadyGiven: 'Feedback for this visit has already been received.',
  ratingRange: 'Choose a rating from 1 to 5 stars.',
  rangeOrder: 'The end date cannot be before the start date.',
  rangeTooLong: 'Choose a range of at most 366 days.',
};

/** The diner's feedback page and the reservation drawer's feedback. */
export const feedbackUi = {
  pageTitle: 'How was your visit?',
  pageIntro: 'Tell {{outlet}} about your visit on {{date}}.',
  ratingLabel: 'Your rating',
  rating_1: 'Poor',
  rating_2: 'Fair',
  rating_3: 'Good',
  rating_4: 'Very good',
  rating_5: 'Excellent',
  commentLabel: 'Comments (optional)',
  commentPlaceholder: 'What did you enjoy? What could be better?',
  submit: 'Send feedback',
  thanksTitle: 'Thank you for your feedback!',
  thanksBody: 'The team at {{outlet}} will read it.',
  invalidTitle: 'This link does not work',
  copyLink: 'Copy feedback link',
  linkCopied: 'Feedback link copied',
  section: 'Diner feedback',
  noFeedback: 'No feedback yet.',
  ratingOf: '{{rating}} of 5 stars',
};
