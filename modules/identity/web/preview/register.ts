// Registers the coding rule's preview group (web/index.ts starts this early), its strings first.
import { registerFormGroup } from '../../../../renderers/groups';
import { loadModuleStrings } from '../../../../src/i18n/modules';
import { PREVIEW_GROUP } from '../../pages';
import identityWeb from '../index';
import { RulePreview } from './RulePreview';

/** Registers the group (strings loaded, or failed to: the group still draws); answers its removal. */
export async function registerRulePreview(): Promise<() => void> {
  await loadModuleStrings(identityWeb).catch(() => undefined);
  return registerFormGroup(PREVIEW_GROUP, RulePreview);
}
