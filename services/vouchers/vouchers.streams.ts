/** One stream per voucher kind: its terms and every issue, so two issues of one kind cannot pass its quota together. */
export const voucherKindStream = (kindId: string) => `voucherkind-${kindId}`;

/** One stream per voucher: its uses, so simultaneous fulfils of one code queue on its lock and the later ones see the earlier. */
export const voucherStream = (groupUid: string, code: string) => `voucher-${groupUid}-${code}`;
