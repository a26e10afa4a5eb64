// Tables of the deliveries module. Owned by that module; exported from index.ts.
export {};
