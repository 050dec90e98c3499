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
  reminder_subject: 'Reminder: your booking',
  reminder_text:
    'Dear {{diner_name}}, a reminder of your table for {{party_size}} on {{booking_time}}. Booking number: {{booking_number}}.',
  reminder_sms: 'Reminder: table for {{party_size}}, {{booking_time}}. Ref {{booking_number}}.',
  cancellation_subject: 'Your booking is cancelled',
  cancellation_text: 'Dear {{diner_name}}, your booking {{booking_number}} for {{party_size}} on {{booking_time}} is cancelled.',
  cancellation_sms: 'Cancelled: table for {{party_size}}, {{booking_time}}. Ref {{booking_number}}.',
  ping_subject: 'Your table',
  ping_text:
    'Dear {{diner_name}}, this is about your booking for {{party_size}} on {{booking_time}}. Please let us know if you are coming.',
  ping_sms: 'About your booking for {{party_size}} at {{booking_time}}: please let us know if you are coming.',
};

/** A booking's messages in the reservation drawer, and the message log. */
export const messagingUi = {
  section: 'Messages to the diner',
  noMessages: 'No messages yet.',
  notSent: 'Not sent (development outbox)',
  history: 'History',
  state_queued: 'Queued',
  state_sent: 'Sent',
  state_delivered: 'Delivered',
  state_failed: 'Failed',
  state_answered: 'Answered',
  state_no_answer: 'No answer',
  kind_confirmation: 'Confirmation',
  kind_change: 'Booking changed',
  kind_ping: 'Ping call',
  kind_ping_sms: 'Ping text',
  kind_resend: 'Resent',
  channel_email: 'E-mail',
  channel_sms: 'SMS',
  channel_voice: 'Voice call',
};
