/** Guest messaging: refusals. */
export const messaging = {
  noPhone: 'This booking has no phone number to call or text.',
  noEmail: 'This booking has no e-mail address.',
  webhookUnsigned: 'The request is not signed by the messaging provider.',
};

/** The messages diners get when an outlet has written none of its own; `{{...}}` are the template's inserts. */
export const messageDefaults = {
  confirmation_subject: 'Your booking is confirmed',
  confirmation_text:
    'Dear {{diner_name}}, your table for {{party_size}} on {{booking_time}} is booked. Booking number: {{booking_number}}.',
  confirmation_sms: 'Booked: table for {{party_size}}, {{booking_time}}. Ref {{booking_number}}.',
  change_subject: 'Your booking has changed',
  change_text: 'Dear {{diner_name}}, your booking {{booking_number}} is now for {{party_size}} on {{booking_time}}.',
  change_sms: 'Changed: table for {{party_size}}, {{booking_time}}. Ref {{booking_number}}.',
  ping_subject: 'Your table',
  ping_text:
    'Dear {{diner_name}}, this is about your booking for {{party_size}} on {{booking_time}}. Please let us know if you are coming.',
  ping_sms: 'About your booking for {{party_size}} at {{booking_time}}: please let us know if you are coming.',
  resend_subject: 'Your booking',
  resend_text: 'Dear {{diner_name}}, your table for {{party_size}} on {{booking_time}} is booked. Booking number: {{booking_number}}.',
  resend_sms: 'Your table for {{party_size}}, {{booking_time}}. Ref {{booking_number}}.',
  notSent: 'Development outbox: not sent',
};
