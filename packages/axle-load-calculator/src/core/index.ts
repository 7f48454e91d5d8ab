export * from './computeAxleLoads';
export * from './validateAxleLoadInput';
export * from './axleLoadQuery';
export * from './modelValues';
