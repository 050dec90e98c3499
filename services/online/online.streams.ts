/** One stream per outlet holds its online booking settings and the seats held back from online booking. */
export const onlineStreamId = (rid: number) => `online-${rid}`;
