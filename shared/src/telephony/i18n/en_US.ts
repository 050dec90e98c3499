/** Phone bookings: refusals (spec §2 Phone Bookings, §7's static API key). */
export const telephony = {
  keyInvalid: 'This API key is not valid.',
  keyNotFound: 'This API key does not exist.',
  keyLimit: 'This outlet has the most API keys it may have. Revoke one first.',
  labelRequired: 'Give the key a name.',
};

/** The phone bookings screen and the incoming call notice. */
export const telephonyUi = {
  showIncomingCalls: 'Show incoming calls on the console',
  showIncomingCallsHint: 'When a call comes in, every screen of this outlet shows the caller and their diner profile.',
  save: 'Save',
  settingsSaved: 'Settings saved.',
  connection: 'Connecting your telephony system',
  connectionHint:
    'Your telephony system reports each incoming call with a POST to this address, the caller’s number in “caller” and an API key in the “key” header.',
  apiKeys: 'API keys',
  noKeys: 'No API keys yet.',
  keyLabel: 'Name',
  keyPrefix: 'Key',
  keyCreated: 'Created',
  keyCreatedBy: 'By',
  createKey: 'Create API key',
  create: 'Create',
  cancel: 'Cancel',
  newKeyTitle: 'Your new API key',
  newKeyHint: 'Copy it now: it is shown only this once.',
  done: 'Done',
  revoke: 'Revoke',
  revokeConfirm: 'Revoke this key? The telephony system using it can no longer report calls.',
  keyRevoked: 'API key revoked.',
  incomingCall: 'Incoming call',
  unknownCaller: 'Not in the diner directory',
  addReservation: 'Add reservation',
};
