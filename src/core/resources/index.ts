export { detailUrl, withParams } from './crud';
export { downloadUrl, exportUrl, type ExportQuery, type FileFormat } from './download';
export { addMembers, addOwners, removeMember, RELATIONS, type Relation } from './relations';
export { bulkDelete, cacheResources, RESOURCES_CACHE_URL } from './spm';
export { openTaskLog } from './task-log';
export { servesSameObjects } from './same-objects';
export { countLabel, withCounts } from './object-counts';
