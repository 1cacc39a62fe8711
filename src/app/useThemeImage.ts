import { useEffect, useState } from 'react';

// Per tenant and image name: the object URL of the theme image, or false (it could not be loaded).
const cache = new Map<string, Promise<string | false>>();

/**
 * `GET /themeImageFile/{name}?tenant={code}`: the tenant's own theme image as an object URL (the
 * server answers the build's own image when the tenant has none), or false when it cannot be
 * loaded (server unreachable, an unknown name).
 */
export function fetchThemeImage(name: string, tenant: string): Promise<string | false> {
  const key = `${tenant}/${name}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = fetch(`/themeImageFile/${encodeURIComponent(name)}?tenant=${encodeURIComponent(tenant)}`)
      .then(async (response) => {
        if (!response.ok) return false as const;
        const type = response.headers.get('content-type') ?? '';
        if (!type.startsWith('image/')) return false as const;
        return URL.createObjectURL(await response.blob());
      })
      .catch(() => false as const);
    cache.set(key, pending);
  }
  return pending;
}

/**
 * A theme image: the server's answer for the tenant, else (it could not be loaded) the build's
 * image bundled with the web app. Answers null while it is being looked up, so the build's image
 * never flashes before the tenant's.
 */
export function useThemeImage(name: string, tenant: string | null | undefined, fallback: string): string | null {
  const [url, setUrl] = useState<string | null>(tenant ? null : fallback);
  useEffect(() => {
    if (!tenant) {
      setUrl(fallback);
      return;
    }
    let alive = true;
    void fetchThemeImage(name, tenant).then((found) => alive && setUrl(found || fallback));
    return () => {
      alive = false;
    };
  }, [name, tenant, fallback]);
  return url;
}
