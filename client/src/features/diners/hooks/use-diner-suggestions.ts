import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { levelSatisfies } from '@covers/shared';
import { useSession } from '../../../session/use-session';
import { dinersApi } from '../api/diners.api';
import { dinersKey } from '../api/diners.keys';

/** Wait this long after the last key before asking. */
const TYPING_PAUSE_MS = 250;
/** Shortest text worth a lookup. */
const MIN_QUERY = 2;
/** Diners suggested at most (a page size the directory offers). */
const SUGGESTIONS = 10;

/** The group's diners matching what the host types (a name, e-mail or phone), for callers with Diner Management: the directory's search. */
export function useDinerSuggestions(typed: string) {
  const outlet = useSession().outlet;
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const allowed = !!outlet && levelSatisfies(outlet.permissions.dinerManagement, 'view');
  return useQuery({
    queryKey: [...dinersKey(outlet?.rid), 'filter', query],
    queryFn: () => dinersApi.suggest({ search: query, scope: 'group', page_size: SUGGESTIONS }),
    enabled: allowed && query.length >= MIN_QUERY,
    placeholderData: keepPreviousData,
    select: (result) => result.diners,
  });
}
