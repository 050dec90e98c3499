/** How a table is drawn on the floor plan. */
export const TABLE_SHAPES = ['round', 'square', 'rectangle'] as const;
export type TableShape = (typeof TABLE_SHAPES)[number];
