export * from './cdn';
export * from './client';
export * from './space';
