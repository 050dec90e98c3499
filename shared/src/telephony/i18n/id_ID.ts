import type { Translated } from '../../i18n/define-messages';
import type * as en_US from './en_US';

export const telephony: Translated<typeof en_US.telephony> = {
  keyInvalid: 'Kunci API ini tidak valid.',
  keyNotFound: 'Kunci API ini tidak ada.',
  keyLimit: 'Outlet ini sudah memiliki jumlah kunci API maksimum. Cabut salah satunya terlebih dahulu.',
  labelRequired: 'Beri nama kunci ini.',
};

export const telephonyUi: Translated<typeof en_US.telephonyUi> = {
  showIncomingCalls: 'Tampilkan panggilan masuk di konsol',
  showIncomingCallsHint: 'Saat ada panggilan masuk, setiap layar outlet ini menampilkan penelepon dan profil tamunya.',
  save: 'Simpan',
  settingsSaved: 'Pengaturan disimpan.',
  connection: 'Menghubungkan sistem telepon Anda',
  connectionHint:
    'Sistem telepon Anda melaporkan setiap panggilan masuk dengan POST ke alamat ini, nomor penelepon di “caller” dan kunci API di header “key”.',
  apiKeys: 'Kunci API',
  noKeys: 'Belum ada kunci API.',
  keyLabel: 'Nama',
  keyPrefix: 'Kunci',
  keyCreated: 'Dibuat',
  keyCreatedBy: 'Oleh',
  createKey: 'Buat kunci API',
  create: 'Buat',
  cancel: 'Batal',
  newKeyTitle: 'Kunci API baru Anda',
  newKeyHint: 'Salin sekarang: kunci ini hanya ditampilkan sekali.',
  done: 'Selesai',
  revoke: 'Cabut',
  revokeConfirm: 'Cabut kunci ini? Sistem telepon yang memakainya tidak dapat lagi melaporkan panggilan.',
  keyRevoked: 'Kunci API dicabut.',
  incomingCall: 'Panggilan masuk',
  unknownCaller: 'Tidak ada di direktori tamu',
  addReservation: 'Tambah reservasi',
};
