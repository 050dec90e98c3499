/** Sign-in and Users and Access: texts sent to users and labels of the access model (spec §6). */
export const access = {
  verificationCodeText: 'Your Covers verification code is {{code}}. It expires in 5 minutes.',
  resetLinkText: 'Reset your Covers password with this link (valid for 1 hour): {{link}}',
  accessTypeNameTaken: 'This access type already exists.',
  accessTypeCreated: 'Access type created.',
  accessTypeUpdated: 'Access type updated.',
  accessTypeDeleted: 'Access type deleted.',
  userCreated: 'User created.',
  userUpdated: 'User updated.',
  userDeleted: 'User deleted.',
  unassigned: 'Unassigned',
  levelAll: 'All Access',
  levelView: 'View Only',
  levelNone: 'No Access',
};
