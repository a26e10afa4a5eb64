/*
 * The Part-B (vehicle) update file for the portal's bulk tool, produced when the truck carrying a delivery
 * changes after its e-way bill was generated: `{ "version": "1.0.0621", "vehUpdtList": [ ... ] }`, one entry
 * per bill, with the fields of NIC's vehicle update (ewbNo, vehicleNo, fromPlace, fromState, reasonCode,
 * reasonRem, transDocNo, transDocDate, transMode). ewb-vehicle-update.schema.json is its contract.
 *
 * Reason codes of the format: 1 break down, 2 transhipment, 3 others (with a remark), 4 first time. A bill
 * generated without a vehicle gets 4; a change of truck by the carrier is 3 'Vehicle changed by the carrier'.
 */
import { NIC_BULK_VERSION, nicDate } from './nic-bulk';

export const PART_B_REASON = { breakDown: 1, transhipment: 2, others: 3, firstTime: 4 } as const;
export const PART_B_CHANGE_REMARK = 'Vehicle changed by the carrier';

export interface VehicleUpdateSource {
  ewbNo: string;
  vehicleNo: string;
  /** The vehicle on the bill until now, or null when it was generated without one. */
  previousVehicleNo: string | null;
  fromPlace: string;
  fromStateCode: number;
  /** Transporter's document (our delivery id, which the consignment note also carries) and its date. */
  transDocNo: string;
  transDocDate: string;
}

/**
 * What changes on the bill's Part-B, as a person types it into the portal's "Update Vehicle No." form (shown to
 * the business and the truck's partner) and as the bulk file carries it: one derivation for both.
 */
export function partBChange(s: VehicleUpdateSource) {
  const firstTime = s.previousVehicleNo === null;
  return {
    ewbNo: s.ewbNo,
    vehicleNo: s.vehicleNo,
    previousVehicleNo: s.previousVehicleNo,
    fromPlace: s.fromPlace.replace(/\s+/g, ' ').trim().slice(0, 50),
    fromStateCode: s.fromStateCode,
    reasonCode: firstTime ? PART_B_REASON.firstTime : PART_B_REASON.others,
    reasonRemark: firstTime ? '' : PART_B_CHANGE_REMARK,
    transDocNo: s.transDocNo,
    transDocDate: s.transDocDate,
  };
}
export type PartBChange = ReturnType<typeof partBChange>;

/** The reason codes' names on the portal's form. */
export const PART_B_REASON_LABELS: Record<number, string> = {
  [PART_B_REASON.breakDown]: 'Due to break down',
  [PART_B_REASON.transhipment]: 'Due to transhipment',
  [PART_B_REASON.others]: 'Others',
  [PART_B_REASON.firstTime]: 'First time',
};

export function buildVehicleUpdateFile(s: VehicleUpdateSource) {
  const c = partBChange(s);
  return {
    version: NIC_BULK_VERSION,
    vehUpdtList: [
      {
        ewbNo: Number(c.ewbNo),
        vehicleNo: c.vehicleNo,
        fromPlace: c.fromPlace,
        fromState: c.fromStateCode,
        reasonCode: c.reasonCode,
        reasonRem: c.reasonRemark,
        transDocNo: c.transDocNo,
        transDocDate: nicDate(c.transDocDate),
        transMode: 1,
        vehicleType: 'R',
      },
    ],
  };
}
export type VehicleUpdateFile = ReturnType<typeof buildVehicleUpdateFile>;
