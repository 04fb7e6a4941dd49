export * from './transactionMachine';
