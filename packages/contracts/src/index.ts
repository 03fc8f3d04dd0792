export * from './common';
export * from './page';
export * from './site';
