import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../session/use-session';
import { floorApi } from '../api/floor.api';
import { floorPlansKey } from '../api/floor.keys';

export function useFloorPlans(enabled = true) {
  const rid = useSession().outlet?.rid;
  return useQuery({ queryKey: floorPlansKey(rid), queryFn: floorApi.list, enabled: enabled && rid !== undefined });
}
