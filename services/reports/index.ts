export * from './reports.projection';
export * from './reports.queries';
export * from './report-as-of';
export * from './reports.service';
