export * from './auth';
export * from './companies';
export * from './files';
export * from './general';
export * from './profiles';
export * from './users';
export * from './views';
