import { AddDeliveryWizard } from '@/features/deliveries/components/wizard/add-delivery-wizard';

export function Component() {
  return <AddDeliveryWizard />;
}
