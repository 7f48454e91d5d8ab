export * from './computeAxleLoads';
export * from './frontBallast';
export * from './validateAxleLoadInput';
export * from './axleLoadQuery';
export * from './modelValues';
