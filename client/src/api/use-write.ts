import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { notifySuccess, showError } from '../ui/feedback';
import { ApiError } from './api-error';

export interface WriteOptions<V, R> {
  write: (vars: V) => Promise<R>;
  /** The cached queries the write makes stale: refetched before the mutation settles. */
  invalidates: readonly QueryKey[];
  /** The success toast, if the write has one. */
  success?: (result: R, vars: V) => string | null;
  /** The write's call hides refusals from the API client (so a caller may handle some): the rest are shown here. */
  showsRefusal?: boolean;
}

/** A write through TanStack Query: its toast, its refusal message and the refetch of what it changed. */
export function useWrite<V, R>({ write, invalidates, success, showsRefusal }: WriteOptions<V, R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (result, vars) => {
      const message = success?.(result, vars);
      if (message) notifySuccess(message);
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      if (showsRefusal && error instanceof ApiError) showError(error.message);
    },
  });
}
