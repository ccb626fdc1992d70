const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids arrive from URLs: anything that is not a uuid simply matches nothing (never a cast error). */
export const isUuid = (value: string) => UUID.test(value);
