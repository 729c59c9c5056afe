export * from './auth';
export * from './files';
export * from './general';
export * from './users';
