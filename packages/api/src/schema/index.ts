export * from './envelope';
export * from './user';
export * from './farm';
export * from './fleet';
export * from './contractItems';
export * from './models';
export * from './dealers';
