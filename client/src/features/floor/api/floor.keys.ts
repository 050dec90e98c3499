/** Every cached table-plan read starts with 'floorplan' (plans, the layout in service): a publish refreshes them all. */
export const floorKey = ['floorplan'] as const;
export const floorPlansKey = (rid: number | undefined) => [...floorKey, 'plans', rid] as const;
