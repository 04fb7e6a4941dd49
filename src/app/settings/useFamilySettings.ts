import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { FamilyConfig } from '../../../machines/domain/family';
import { familySettingsMachine } from '../../../machines/familySettings';
import { useAppServices } from '../appServices';
import { useProvidedMachine } from '../useProvidedMachine';
import { createFamilySettingsImplementations } from './familySettingsEffects';

export type FamilySettingsActor = ActorRefFrom<typeof familySettingsMachine>;

/**
 * The Family view's machine, with its writes going to the store. It is told every config
 * the listeners hear, so its checks ("at least one kid") and writes use the latest one.
 */
export function useFamilySettings(familyId: string, config: FamilyConfig): FamilySettingsActor {
  const { inspect } = useAppServices();
  const logic = useProvidedMachine(familySettingsMachine, ({ store }) =>
    createFamilySettingsImplementations(store),
  );
  const settings = useActorRef(logic, { input: { familyId, config }, inspect });

  useEffect(() => {
    settings.send({ type: 'family.configChanged', config });
  }, [settings, config]);

  return settings;
}
