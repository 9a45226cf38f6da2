export * from './contracts';
export * from './constants';
export * from './messages';
export * from './validators';
export * from './format';
export * from './nickname';
export * from './lottery';
export * from './store-messages';
