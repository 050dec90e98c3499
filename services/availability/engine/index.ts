export * from './effective-services';
export * from './turnaround';
