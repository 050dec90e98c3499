import type { Translated } from '../../i18n/define-messages';
import type * as en_US from './en_US';

export const access: Translated<typeof en_US.access> = {
  verificationCodeText: 'Kode verifikasi Covers Anda adalah {{code}}. Kode berlaku selama 5 menit.',
  resetLinkText: 'Atur ulang kata sandi Covers Anda dengan tautan ini (berlaku 1 jam): {{link}}',
  accessTypeNameTaken: 'Jenis akses ini sudah ada.',
  accessTypeCreated: 'Jenis akses dibuat.',
  accessTypeUpdated: 'Jenis akses diperbarui.',
  accessTypeDeleted: 'Jenis akses dihapus.',
  userCreated: 'Pengguna dibuat.',
  userUpdated: 'Pengguna diperbarui.',
  userDeleted: 'Pengguna dihapus.',
  unassigned: 'Belum Ditetapkan',
  levelAll: 'Akses Penuh',
  levelView: 'Hanya Lihat',
  levelNone: 'Tanpa Akses',
};
