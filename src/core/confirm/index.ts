export * from './confirm-identity';
export * from './mfa-methods';
