export * from './define';
export * from './fields';
export * from './envelope';
export * from './forum';
export * from './index-page';
export * from './system';
export * from './auth';
export * from './account';
