export * from './reports.projection';
export * from './reports.queries';
export * from './report-as-of';
export * from './reports.service';
export * from './activity-log.projection';
export * from './activity-log.queries';
export * from './reports.events';
export * from './export-log';
