export * from './entities';
export * from './market';
