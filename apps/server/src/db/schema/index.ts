export * from './users';
export * from './forum';
export * from './site';
export * from './analytics';
export * from './auth';
export * from './interactions';
export * from './social';
export * from './letters';
