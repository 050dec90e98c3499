/** One stream per diner; a reservation import registers its new diners in one batch stream. */
export const dinerStream = (dinerId: string) => `diner-${dinerId}`;
export const dinerBatchStream = (batchId: string) => `dinerbatch-${batchId}`;
/** A group's diner tags: one stream, so two managers naming a tag alike queue rather than make two. */
export const dinerTagsStream = (groupUid: string) => `dinertags-${groupUid}`;
