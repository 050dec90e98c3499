import { useEffect, useState } from 'react';

/** An address the page can show a fetched file at (undefined without one), freed when the file changes or leaves. */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return setUrl(undefined);
    const address = URL.createObjectURL(blob);
    setUrl(address);
    return () => URL.revokeObjectURL(address);
  }, [blob]);
  return url;
}
