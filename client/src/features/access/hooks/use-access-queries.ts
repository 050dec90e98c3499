import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../session/use-session';
import { accessApi } from '../api/access.api';
import { uacRolesKey, uacUsersKey } from '../api/access.keys';

/** The users of the current outlet's group, with their access type at each outlet. */
export function useUacUsers() {
  const rid = useSession().outlet?.rid;
  return useQuery({ queryKey: uacUsersKey(rid), queryFn: accessApi.users, enabled: rid !== undefined });
}

/** The group's access types: the defaults first, then the custom ones by name. */
export function useUacRoles() {
  const rid = useSession().outlet?.rid;
  return useQuery({ queryKey: uacRolesKey(rid), queryFn: accessApi.roles, enabled: rid !== undefined });
}
