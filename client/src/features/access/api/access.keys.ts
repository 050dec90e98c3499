/** Every cached Users and Access read of a group starts with this key (asked from outlet `rid`). */
export const uacKey = (rid: number | undefined) => ['uac', rid] as const;
export const uacUsersKey = (rid: number | undefined) => [...uacKey(rid), 'users'] as const;
export const uacRolesKey = (rid: number | undefined) => [...uacKey(rid), 'roles'] as const;
