export { forgetKeptMetadata } from './kept-metadata';
export { clearMetadataCache, loadMetadata, metadataKey, onMetadataRevalidated, peekMetadata } from './load-metadata';
export { fieldMap, formFields, isRelatedObject, makeFieldMeta, makeResourceMeta } from './make-metadata';
export type { Choice, FieldMeta, MetadataMethod, RawFieldInfo, RawMetadata, ResourceMeta } from './types';
