export * from './contracts';
export * from './constants';
export * from './messages';
