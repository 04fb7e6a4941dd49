/**
 * The store contract: the behaviour docs/design.md "The store" asks of every backend, as one suite
 * that each adapter's test file runs against its own stores. Nothing here knows which backend it
 * is.
 */
import { describe } from 'vitest';
import { describeListeners } from './contract/listeners';
import { describeLogging } from './contract/logging';
import { describeRanges } from './contract/ranges';
import { describeReading } from './contract/reading';
import { describeSeeding } from './contract/seeding';
import { useStores, type MakeStores } from './contract/support';
import { describeTransactions } from './contract/transactions';
import { describeValidation } from './contract/validation';
import { describeWrites } from './contract/writes';

export type { MakeStores, StoreHarness } from './contract/support';

/**
 * Runs every contract case against stores made by `makeStores`, called once per case: it must
 * return a fresh, empty database whose `open()` gives a new store instance over it each time.
 */
export interface ContractOptions {
  /**
   * The store keeps changes on the device until its server has them (Firebase mode's outbox):
   * a write is done once it is kept, so a transaction without an intent, which runs on the
   * server, does not meet a set still waiting to be sent, and two instances are two tabs of one
   * device whose copy decides a race. The cases that rest on the server deciding are left out;
   * `test/store/outbox.test.ts` holds what such a store promises instead.
   */
  keepsChanges?: boolean;
}

export function describeStoreContract(
  name: string,
  makeStores: MakeStores,
  options: ContractOptions = {},
): void {
  describe(`${name} store contract`, () => {
    const stores = useStores(makeStores);
    describeReading(stores);
    describeListeners(stores);
    describeRanges(stores);
    describeWrites(stores);
    describeTransactions(stores, options);
    describeValidation(stores);
    describeSeeding(stores, options);
    describeLogging(stores);
  });
}
