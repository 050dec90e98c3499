import type { Translated } from '../../i18n/define-messages';
import type * as en_US from './en_US';

export const signin: Translated<typeof en_US.signin> = {
  welcome: 'Masuk ke konsol Anda',
  companyId: 'ID Perusahaan (opsional)',
  userId: 'ID Pengguna',
  password: 'Kata Sandi',
  submit: 'Masuk',
  forgotPassword: 'Lupa kata sandi?',
  superAdmin: 'Masuk sebagai super admin',
  userIdRequired: 'ID Pengguna wajib diisi.',
  passwordRequired: 'Kata Sandi wajib diisi.',
  getCode: 'Kirim kode verifikasi',
  verifyHint: 'Masukkan kode 6 digit yang dikirimkan kepada Anda.',
  code: 'Kode verifikasi',
  codeRequired: 'Masukkan kode verifikasi.',
  verify: 'Verifikasi',
  backToSignIn: 'Kembali ke halaman masuk',
  resetHint: 'Masukkan ID pengguna atau alamat email Anda dan kami akan mengirimkan tautan untuk mengatur ulang kata sandi.',
  userIdOrEmail: 'ID pengguna atau alamat email',
  userIdOrEmailRequired: 'Masukkan ID pengguna atau alamat email Anda.',
  sendLink: 'Kirim tautan atur ulang',
  sentBody: 'Jika ada akun yang cocok, tautan untuk mengatur ulang kata sandi sedang dikirim. Silakan periksa email Anda.',
  newPassword: 'Kata sandi baru',
  confirmPassword: 'Konfirmasi kata sandi baru',
  passwordTooShort: 'Kata sandi minimal 8 karakter.',
  passwordsDiffer: 'Kata sandi tidak cocok.',
  resetSubmit: 'Atur ulang kata sandi',
  checkingLink: 'Memeriksa tautan Anda…',
  changedBody: 'Kata sandi Anda telah diubah. Masuk dengan kata sandi baru Anda.',
  invalidBody: 'Tautan atur ulang ini tidak valid atau sudah kedaluwarsa. Silakan minta tautan baru.',
  requestNewLink: 'Minta tautan baru',
  commonInvalidBody: 'Tautan ini tidak valid atau sudah kedaluwarsa.',
  accountLocked:
    'Terlalu banyak percobaan masuk yang gagal. Akun ini dikunci selama 15 menit; coba lagi nanti atau atur ulang kata sandi Anda.',
  codeRecentlySent:
    'Kode telah dikirim kurang dari satu menit yang lalu. Gunakan kode itu, atau tunggu satu menit sebelum meminta kode lain.',
};
