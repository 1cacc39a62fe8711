import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { TEMPLATES, type TemplateClass } from '../../templates/registry';
import type { RouteRegistry } from './types';

// One lazy component per registry path (and per template class), created once: React must see
// the same component type on every render or it would remount the page.
const cache = new Map<string, LazyExoticComponent<ComponentType>>();

export function lazyPage(registry: RouteRegistry, key: string): LazyExoticComponent<ComponentType> | null {
  const entry = registry.get(key);
  if (!entry) return null;
  let component = cache.get(key);
  if (!component) {
    component = lazy(entry.load);
    cache.set(key, component);
  }
  return component;
}

/** The lazily loaded low-code template of a class. */
export function lazyTemplate(template: TemplateClass): LazyExoticComponent<ComponentType> {
  const key = `template:${template}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(TEMPLATES[template]);
    cache.set(key, component);
  }
  return component;
}
