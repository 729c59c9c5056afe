export * from './auth';
export * from './companies';
export * from './files';
export * from './general';
export * from './leads';
export * from './profiles';
export * from './users';
export * from './views';
