import type { Translated } from '../../i18n/define-messages';
import type * as en_US from './en_US';

export const feedback: Translated<typeof en_US.feedback> = {
  linkInvalid: 'Tautan ulasan ini tidak valid.',
  visitNotOver: 'Ulasan dapat diberikan setelah kunjungan selesai.',
  alreadyGiven: 'Ulasan untuk kunjungan ini sudah diterima.',
  ratingRange: 'Pilih penilaian 1 sampai 5 bintang.',
  rangeOrder: 'Tanggal akhir tidak boleh sebelum tanggal mulai.',
  rangeTooLong: 'Pilih rentang paling lama 366 hari.',
};

export const feedbackUi: Translated<typeof en_US.feedbackUi> = {
  pageTitle: 'Bagaimana kunjungan Anda?',
  pageIntro: 'Ceritakan kepada {{outlet}} tentang kunjungan Anda pada {{date}}.',
  ratingLabel: 'Penilaian Anda',
  rating_1: 'Buruk',
  rating_2: 'Cukup',
  rating_3: 'Baik',
  rating_4: 'Sangat baik',
  rating_5: 'Luar biasa',
  commentLabel: 'Komentar (opsional)',
  commentPlaceholder: 'Apa yang Anda sukai? Apa yang bisa lebih baik?',
  submit: 'Kirim ulasan',
  thanksTitle: 'Terima kasih atas ulasan Anda!',
  thanksBody: 'Tim {{outlet}} akan membacanya.',
  invalidTitle: 'Tautan ini tidak berfungsi',
  copyLink: 'Salin tautan ulasan',
  linkCopied: 'Tautan ulasan disalin',
  section: 'Ulasan tamu',
  noFeedback: 'Belum ada ulasan.',
  ratingOf: '{{rating}} dari 5 bintang',
};
