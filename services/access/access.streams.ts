/** One stream per group holds its outlets, access types and users; super-admins have a stream of their own. */
export const groupStreamId = (groupUid: string) => `access-group:${groupUid}`;
export const SUPER_ADMIN_STREAM_ID = 'access-superadmins';
export const userStreamId = (groupUid: string | null) => (groupUid ? groupStreamId(groupUid) : SUPER_ADMIN_STREAM_ID);
/** A user's sign-ins at one outlet (or to the group when the outlet is not known): one scope per stream, as the activity log's chains need. */
export const signInStreamId = (userId: string, rid: number | null) => `access-sign-ins:${userId}:${rid ?? 'group'}`;
