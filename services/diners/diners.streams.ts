/** One stream per diner; a reservation import registers its new diners in one batch stream. */
export const dinerStream = (dinerId: string) => `diner-${dinerId}`;
export const dinerBatchStream = (batchId: string) => `dinerbatch-${batchId}`;
