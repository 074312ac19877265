export * from './lookup';
export * from './resolve-shop';
export * from './shops';
export * from './types';
