// The company printed at the top of documents: the customer build's companyName (builds/<BUILD>/),
// the same build the web app was made with; the default build when the named one is missing.
import type { BuildConfig } from '../../builds/types';

const DEFAULT_BUILD = 'plantform';
const SAFE_NAME = /^[a-z0-9_-]+$/i;
const loaded = new Map<string, Promise<BuildConfig>>();

async function load(name: string): Promise<BuildConfig> {
  const mod = (await import(new URL(`../../builds/${name}/build.ts`, import.meta.url).href)) as { default: BuildConfig };
  return mod.default;
}

/** The build's branding (cached per build name). */
export function buildBrand(name: string): Promise<BuildConfig> {
  const key = SAFE_NAME.test(name) ? name : DEFAULT_BUILD;
  let brand = loaded.get(key);
  if (!brand) {
    brand = load(key).catch(() => load(DEFAULT_BUILD));
    loaded.set(key, brand);
  }
  return brand;
}

export async function companyName(build: string, lang: 'zh_CN' | 'en_US'): Promise<string> {
  const brand = await buildBrand(build);
  return lang === 'en_US' ? brand.companyNameEn : brand.companyName;
}
