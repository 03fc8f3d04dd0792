export * from './auth';
export * from './booking';
export * from './common';
export * from './editing';
export * from './html';
export * from './page';
export * from './search';
export * from './site';
