import { useSyncExternalStore } from 'react';
import { editionStore } from './edition-store';
import type { Edition } from './edition';

export function useEdition(): Edition {
  return useSyncExternalStore(editionStore.subscribe, editionStore.get);
}
