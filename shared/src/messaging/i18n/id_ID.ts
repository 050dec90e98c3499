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
  reminder_subject: 'Pengingat: reservasi Anda',
  reminder_text:
    'Yth. {{diner_name}}, pengingat meja untuk {{party_size}} orang pada {{booking_time}}. Nomor reservasi: {{booking_number}}.',
  reminder_sms: 'Pengingat: meja untuk {{party_size}}, {{booking_time}}. Ref {{booking_number}}.',
  cancellation_subject: 'Reservasi Anda dibatalkan',
  cancellation_text: 'Yth. {{diner_name}}, reservasi {{booking_number}} untuk {{party_size}} orang pada {{booking_time}} dibatalkan.',
  cancellation_sms: 'Dibatalkan: meja untuk {{party_size}}, {{booking_time}}. Ref {{booking_number}}.',
  ping_subject: 'Meja Anda',
  ping_text:
    'Yth. {{diner_name}}, ini tentang reservasi Anda untuk {{party_size}} orang pada {{booking_time}}. Mohon beri tahu kami apakah Anda akan datang.',
  ping_sms: 'Tentang reservasi Anda untuk {{party_size}} pada {{booking_time}}: mohon beri tahu kami apakah Anda akan datang.',
};

export const messagingUi: Translated<typeof en_US.messagingUi> = {
  section: 'Pesan ke tamu',
  noMessages: 'Belum ada pesan.',
  notSent: 'Tidak terkirim (kotak keluar pengembangan)',
  history: 'Riwayat',
  state_queued: 'Dalam antrean',
  state_sent: 'Terkirim',
  state_delivered: 'Diterima',
  state_failed: 'Gagal',
  state_answered: 'Dijawab',
  state_no_answer: 'Tidak dijawab',
  kind_confirmation: 'Konfirmasi',
  kind_change: 'Reservasi berubah',
  kind_ping: 'Panggilan ping',
  kind_ping_sms: 'SMS ping',
  kind_resend: 'Dikirim ulang',
  channel_email: 'Email',
  channel_sms: 'SMS',
  channel_voice: 'Panggilan suara',
};
