export * from './define-enum';
export * from './client';
export * from './common';
export * from './forum';
