import { MicroWarehouseScreen } from '@/features/warehouses/components/micro-warehouse-screen';

export function Component() {
  return <MicroWarehouseScreen />;
}
