/** Rows are keyed by UUIDs; a text that is not one can name no row, so lookups answer 'not found' without a query. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isRowId = (id: string) => UUID_PATTERN.test(id);
