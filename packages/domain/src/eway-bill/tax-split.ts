/*
 * The tax inside an invoice value that includes GST, split the way the e-way bill format wants it: CGST and SGST
 * (half the rate each) when the goods stay in one state, IGST when they cross a state border.
 *
 * Rounding (integer paise throughout): taxable = round(value × 100 / (100 + rate)), to the nearest paisa with
 * halves away from zero (money.ts divideHalfUp); tax = value − taxable, so taxable + tax is exactly the invoice
 * value. Within a state the tax is halved as the invoice halves it (money.ts halvesOf): the odd paisa goes to CGST.
 */
import { divideHalfUp, halvesOf } from '../money';

/** Rates in basis points (1 % = 100), as the schedule of GST rates knows them. */
export interface TaxSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  cgstRateBp: number;
  sgstRateBp: number;
  igstRateBp: number;
}

export function splitTax(valuePaise: number, rateBp: number, sameState: boolean): TaxSplit {
  const taxablePaise = divideHalfUp(valuePaise * 10_000, 10_000 + rateBp);
  const tax = valuePaise - taxablePaise;
  if (!sameState) {
    return {
      taxablePaise,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: tax,
      cgstRateBp: 0,
      sgstRateBp: 0,
      igstRateBp: rateBp,
    };
  }
  const [cgstPaise, sgstPaise] = halvesOf(tax);
  return {
    taxablePaise,
    cgstPaise,
    sgstPaise,
    igstPaise: 0,
    cgstRateBp: rateBp / 2,
    sgstRateBp: rateBp / 2,
    igstRateBp: 0,
  };
}
