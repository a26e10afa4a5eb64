/*
 * The two files the business uploads on the e-way bill portal, built from the stored delivery and checked
 * against the JSON Schemas kept in packages/domain before they are served, the bulk file's amounts also on
 * paise (ewbMoneyProblems). Valid inputs always give a valid file (the domain's sweep and property test); a
 * file that fails the check is a bug of ours, logged and answered as a 500, never handed to the user to fail
 * on the portal.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import {
  buildEwbBulkFile,
  buildVehicleUpdateFile,
  ewbBulkSchema,
  ewbFileJson,
  ewbFileText,
  ewbMoneyProblems,
  ewbVehicleUpdateSchema,
  PACKAGE_TYPE_NEEDING_NAME,
  type EwbTransporter,
} from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { partBDue } from './part-b';
import {
  findAssignedVehicle,
  findConsignor,
  type EwayBillFacts,
  type EwayBillRecord,
} from './eway-bills-repository';

const ajv = new Ajv({ allErrors: true, strict: true });
const validateBulk = ajv.compile(ewbBulkSchema);
const validateVehicleUpdate = ajv.compile(ewbVehicleUpdateSchema);

export const NO_VEHICLE_CHANGE =
  'The truck on the e-way bill is the one assigned: no vehicle update is needed';
export const NO_EWB_NUMBER_YET = 'Enter the e-way bill number first';

function checked<T>(validate: ValidateFunction, file: T, what: string): T {
  if (validate(file)) return file;
  throw new Error(`${what} does not match its schema: ${JSON.stringify(validate.errors)}`);
}

/** LogiSaathi as the goods transport agency on the bill: the operator's GSTIN and legal name. */
export interface TransporterSettings {
  gstin: string;
  legalName: string;
}

/** The bulk file as JSON text (amounts with exactly two decimals), checked before it is served. */
export async function bulkFileFor(
  db: DbOrTx,
  facts: EwayBillFacts,
  { delivery, bill }: EwayBillRecord,
  platform: TransporterSettings,
): Promise<string> {
  const consignor = await findConsignor(db, delivery.userId);
  const vehicle = await findAssignedVehicle(db, facts, delivery.id);
  const note = await facts.consignmentNoteOf(db, delivery.id);
  const productName =
    delivery.packageType === PACKAGE_TYPE_NEEDING_NAME && delivery.packageName
      ? delivery.packageName
      : (delivery.packageName ?? delivery.packageType);
  const transporter: EwbTransporter = {
    gstin: platform.gstin,
    name: platform.legalName,
    consignmentNote: note,
  };
  const file = buildEwbBulkFile([
    {
      docNo: bill.invoiceNumber,
      docDate: bill.invoiceDate,
      valuePaise: bill.valuePaise,
      rateBp: bill.gstRateBp,
      hsnCode: bill.hsnCode,
      productName,
      description: bill.description,
      quantity: bill.quantity,
      qtyUnit: bill.qtyUnit,
      from: {
        gstin: consignor.gstin,
        tradeName: consignor.company || consignor.name,
        address: delivery.pickupAddress,
        place: delivery.pickupPlace,
        pincode: bill.pickupPincode,
        stateCode: bill.fromStateCode,
      },
      to: {
        gstin: bill.consigneeGstin,
        tradeName: delivery.customerName,
        address: delivery.deliveryAddress,
        place: delivery.deliveryPlace,
        pincode: bill.deliveryPincode,
        stateCode: bill.toStateCode,
      },
      roadKm: delivery.distanceKm,
      vehicleNo: vehicle?.vehicleNo ?? null,
      transporter,
    },
  ]);
  const problems = ewbMoneyProblems(file);
  if (problems.length > 0) throw new Error(`e-way bill bulk file amounts: ${problems.join('; ')}`);
  checked(validateBulk, ewbFileJson(file), 'e-way bill bulk file');
  return ewbFileText(file);
}

export async function vehicleUpdateFileFor(db: DbOrTx, facts: EwayBillFacts, record: EwayBillRecord) {
  if (!record.delivery.ewbNumber) throw new AppError('conflict', NO_EWB_NUMBER_YET);
  const due = await partBDue(db, facts, record);
  if (!due) throw new AppError('conflict', NO_VEHICLE_CHANGE);
  const file = buildVehicleUpdateFile(due);
  return {
    file: checked(validateVehicleUpdate, file, 'Part-B vehicle update file'),
    vehicleNo: due.vehicleNo,
  };
}
