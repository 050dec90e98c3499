import type { Translated } from '../../i18n/define-messages';
import type * as en_US from './en_US';

export const messaging: Translated<typeof en_US.messaging> = {
  noPhone: 'Reservasi ini tidak memiliki nomor telepon untuk ditelepon atau dikirimi SMS.',
  noEmail: 'Reservasi ini tidak memiliki alamat email.',
  webhookUnsigned: 'Permintaan ini tidak ditandatangani oleh penyedia pesan.',
};

export const messageDefaults: Translated<typeof en_US.messageDefaults> = {
  confirmation_subject: 'Reservasi Anda telah dikonfirmasi',
  confirmation_text:
    'Yth. {{diner_name}}, meja untuk {{party_size}} orang pada {{booking_time}} telah dipesan. Nomor reservasi: {{booking_number}}.',
  confirmation_sms: 'Dipesan: meja untuk {{party_size}}, {{booking_time}}. Ref {{booking_number}}.',
  change_subject: 'Reservasi Anda telah berubah',
  change_text: 'Yth. {{diner_name}}, reservasi {{booking_number}} kini untuk {{party_size}} orang pada {{booking_time}}.',
  change_sms: 'Diubah: meja untuk {{party_size}}, {{booking_time}}. Ref {{booking_number}}.',
  ping_subject: 'Meja Anda',
  ping_text:
    'Yth. {{diner_name}}, ini tentang reservasi Anda untuk {{party_size}} orang pada {{booking_time}}. Mohon beri tahu kami apakah Anda akan datang.',
  ping_sms: 'Tentang reservasi Anda untuk {{party_size}} pada {{booking_time}}: mohon beri tahu kami apakah Anda akan datang.',
  resend_subject: 'Reservasi Anda',
  resend_text:
    'Yth. {{diner_name}}, meja untuk {{party_size}} orang pada {{booking_time}} telah dipesan. Nomor reservasi: {{booking_number}}.',
  resend_sms: 'Meja Anda untuk {{party_size}}, {{booking_time}}. Ref {{booking_number}}.',
  notSent: 'Kotak keluar pengembangan: tidak terkirim',
};
