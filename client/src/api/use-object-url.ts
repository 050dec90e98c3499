import { useEffect, useState } from 'react';

/**
 * An address the page can show a fetched file at (undefined without one). The old address is freed only once the
 * new one is on the page: freed earlier, an image still showing it fails to load and stays blank.
 */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => setUrl(blob && URL.createObjectURL(blob)), [blob]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
