import type { Translated } from '../../i18n/define-messages';
import type * as en_US from './en_US';

export const diners: Translated<typeof en_US.diners> = {
  dinerNotFound: 'Tamu ini tidak ada.',
  phoneTaken: 'Nomor telepon ini sudah dimiliki tamu lain.',
  emailTaken: 'Email ini sudah dimiliki tamu lain.',
  tagNotFound: 'Tag ini tidak ada.',
  tagExists: 'Tag ini sudah ada',
  tagLimit: 'Grup telah mencapai jumlah tag maksimum.',
  lastNameRequired: 'Nama belakang wajib diisi.',
  tagNameRequired: 'Nama tag wajib diisi.',
  'ageBand_<25': 'Di bawah 25',
  'ageBand_25-34': '25-34',
  'ageBand_35-44': '35-44',
  'ageBand_45-54': '45-54',
  'ageBand_55-64': '55-64',
  'ageBand_65-74': '65-74',
  'ageBand_>75': 'Di atas 75',
  gender_Male: 'Laki-laki',
  gender_Female: 'Perempuan',
  gender_Unspecified: 'Tidak ditentukan',
  visitOp_lt: 'Kurang dari',
  visitOp_eq: 'Sama dengan',
  visitOp_gt: 'Lebih dari',
};

export const dinersUi: Translated<typeof en_US.dinersUi> = {
  suggestions: 'Tamu terdaftar',
  visits: 'Kunjungan: {{count}}',
  noShows: 'Tidak datang: {{count}}',
  lastVisit: 'Kunjungan terakhir: {{date}}',
  useDiner: 'Gunakan tamu ini',
};
