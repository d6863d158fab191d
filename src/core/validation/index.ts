export { rulesForField } from './field-rules';
export * from './rules';
