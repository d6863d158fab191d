export * from './settings-tests';
