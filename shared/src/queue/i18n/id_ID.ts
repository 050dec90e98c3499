import type { Translated } from '../../i18n/define-messages';
import type * as en_US from './en_US';

export const queue: Translated<typeof en_US.queue> = {
  linkInvalid: 'Tautan antrean ini tidak valid.',
  entryNotFound: 'Rombongan ini tidak ada di antrean.',
  actionNotAllowed: 'Rombongan ini tidak dapat dipindahkan seperti itu sekarang.',
  alreadyNumbered: 'Rombongan ini sudah memiliki nomor antrean.',
  backgroundInvalid: 'Latar harus berupa gambar JPG atau PNG berukuran 2048 × 2732 px, maksimal 3 MB.',
  nameRequired: 'Silakan masukkan nama Anda.',
  phoneRequired: 'Silakan masukkan nomor telepon Anda.',
  bandsOrder: 'Kategori B harus berakhir di atas kategori A.',
};

export const queueUi: Translated<typeof en_US.queueUi> = {
  panelTitle: 'Antrean',
  addParty: 'Tambah ke antrean',
  pax: 'Jumlah orang',
  name: 'Nama',
  phone: 'Telepon',
  empty: 'Tidak ada yang mengantre.',
  numberGiven: 'Nomor {{label}}',
  groupsAhead: '{{count}} rombongan di depan',
  waitMinutes: 'Sekitar {{minutes}} mnt',
  joinedAt: 'Bergabung {{time}}',
  called: 'Dipanggil',
  waiting: '{{count}} menunggu',
  running: 'Antrean',
  category: 'Kategori {{category}}',
  action_offer: 'Tawarkan meja',
  action_ping: 'Hubungi',
  action_ping_unanswered: 'Tidak menjawab',
  action_seat: 'Dudukkan',
  action_remove: 'Hapus',
  action_switch_to_waitlist: 'Ke daftar tunggu',
  action_switch_to_reservation: 'Ke reservasi',
  seatTitle: 'Dudukkan {{label}}',
  tables: 'Meja',
  checkInTitle: 'Antre di {{outlet}}',
  checkInSubmit: 'Masuk antrean',
  yourNumber: 'Nomor Anda',
  checkInAgain: 'Daftarkan rombongan lain',
};
