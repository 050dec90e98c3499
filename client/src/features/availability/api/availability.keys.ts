/** Every cached availability read of an outlet starts with this key; live events and writes make it stale. */
export const availabilityKey = (rid: number | undefined) => ['availability', rid] as const;
/** The services list, shared with the main page's service filter. */
export const servicesKey = (rid: number | undefined) => ['session', 'list', rid] as const;
/** Sections in service with their tables, as availability's screens read them. */
export const sectionsKey = (rid: number | undefined) => ['floor', 'sections', rid] as const;
/** The outlet's table plans, as a service's plan choice reads them. */
export const tablePlanChoicesKey = (rid: number | undefined) => ['floor', 'plans', rid] as const;
