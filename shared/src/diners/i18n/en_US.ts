/** The diner directory and diner tags (spec §3, §5, §9). */
export const diners = {
  dinerNotFound: 'This diner does not exist.',
  phoneTaken: 'Another diner already has this phone number.',
  emailTaken: 'Another diner already has this email.',
  tagNotFound: 'This tag does not exist.',
  tagExists: 'This tag already exists',
  tagLimit: 'The group has reached the maximum number of tags.',
  lastNameRequired: 'Last name is required.',
  tagNameRequired: 'Tag name is required.',
  'ageBand_<25': 'Under 25',
  'ageBand_25-34': '25-34',
  'ageBand_35-44': '35-44',
  'ageBand_45-54': '45-54',
  'ageBand_55-64': '55-64',
  'ageBand_65-74': '65-74',
  'ageBand_>75': 'Over 75',
  gender_Male: 'Male',
  gender_Female: 'Female',
  gender_Unspecified: 'Unspecified',
  visitOp_lt: 'Less than',
  visitOp_eq: 'Equals',
  visitOp_gt: 'More than',
};

/** The booking form's diner suggestions. */
export const dinersUi = {
  suggestions: 'Existing diners',
  visits: 'Visits: {{count}}',
  noShows: 'No-shows: {{count}}',
  lastVisit: 'Last visit: {{date}}',
  useDiner: 'Use this diner',
};
