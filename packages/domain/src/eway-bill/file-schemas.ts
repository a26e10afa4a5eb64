/*
 * The JSON Schemas of the two files the product writes for the e-way bill portal, kept as JSON in this folder
 * (ewb-bulk.schema.json, ewb-vehicle-update.schema.json) so anyone can check a file with any validator. The API
 * validates every file against them before serving it; the tests do too.
 */
import ewbBulkSchema from './ewb-bulk.schema.json' with { type: 'json' };
import ewbVehicleUpdateSchema from './ewb-vehicle-update.schema.json' with { type: 'json' };

export { ewbBulkSchema, ewbVehicleUpdateSchema };
