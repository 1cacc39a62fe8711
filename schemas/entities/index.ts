// Every built-in entity, by code. A new entity is a new file plus one line here.
import type { EntityDef } from './define';
import { Container } from './mdm/container';
import { Customer } from './mdm/customer';
import { Location } from './mdm/location';
import { Material } from './mdm/material';
import { Process } from './mdm/process';
import { Supplier } from './mdm/supplier';
import { Warehouse } from './mdm/warehouse';

export const ENTITIES: Record<string, EntityDef> = Object.fromEntries(
  [Supplier, Customer, Material, Warehouse, Container, Process, Location].map((e) => [e.code, e]),
);

export function entityByCode(code: string): EntityDef | undefined {
  return ENTITIES[code];
}
