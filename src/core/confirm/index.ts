export * from './confirm-identity';
