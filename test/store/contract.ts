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
export function describeStoreContract(name: string, makeStores: MakeStores): void {
  describe(`${name} store contract`, () => {
    const stores = useStores(makeStores);
    describeReading(stores);
    describeListeners(stores);
    describeRanges(stores);
    describeWrites(stores);
    describeTransactions(stores);
    describeValidation(stores);
    describeSeeding(stores);
    describeLogging(stores);
  });
}
