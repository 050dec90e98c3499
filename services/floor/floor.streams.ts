/** One stream per outlet holds its table plans and what was published: `floor-<rid>`. */
export const floorStreamId = (rid: number): string => `floor-${rid}`;
