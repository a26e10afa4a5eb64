// Tables of the contact module. Owned by that module; exported from index.ts.
export {};
