/*
 * Demo trucks of a first start (DESIGN.md: demo supply, clearly labelled). Fictional transporters on real NCR
 * freight corridors, departing over the next days. Coordinates come from the gazetteer at seed time.
 */
import type { TimeSlot, TruckType } from '@logisaathi/domain';

export interface DemoTruck {
  companyName: string;
  truckType: TruckType;
  capacityTons: number;
  pickupLocation: string;
  deliveryLocation: string;
  /** Days after the start day (IST); 0 is today when the slot is still ahead. */
  dayOffset: number;
  slot: TimeSlot;
  costPerKm: number;
  contactPerson: string;
  rating: number;
  completedDeliveries: number;
  /** Load already on board, as a share of capacity: demo trucks are part-loaded, as real pool trucks are. */
  loadShare: number;
  notes: string;
}

export const DEMO_TRUCKS: readonly DemoTruck[] = [
  {
    companyName: 'Yamuna Freight Carriers (Demo)',
    truckType: 'Tata 407',
    capacityTons: 2.5,
    pickupLocation: 'Okhla Industrial Area Phase 2',
    deliveryLocation: 'Bawana Industrial Area',
    dayOffset: 0,
    slot: '15-18',
    costPerKm: 30,
    contactPerson: 'Rakesh Yadav',
    rating: 4.6,
    completedDeliveries: 212,
    loadShare: 0.4,
    notes: 'Part load of packaged food; tarpaulin cover.',
  },
  {
    companyName: 'Narela Roadlines (Demo)',
    truckType: 'Tata 709',
    capacityTons: 6,
    pickupLocation: 'Narela Industrial Area',
    deliveryLocation: 'Udyog Vihar Phase 4, Gurugram',
    dayOffset: 1,
    slot: '9-12',
    costPerKm: 40,
    contactPerson: 'Sunil Chauhan',
    rating: 4.8,
    completedDeliveries: 538,
    loadShare: 0.55,
    notes: 'Closed body; returns empty after Gurugram.',
  },
  {
    companyName: 'Mayapuri Mini Movers (Demo)',
    truckType: 'Mini Truck',
    capacityTons: 1.5,
    pickupLocation: 'Mayapuri Industrial Area Phase 1',
    deliveryLocation: 'Sector 63, Noida',
    dayOffset: 1,
    slot: '12-15',
    costPerKm: 20,
    contactPerson: 'Imran Qureshi',
    rating: 4.5,
    completedDeliveries: 97,
    loadShare: 0.2,
    notes: 'Small parcels and cartons.',
  },
  {
    companyName: 'East Delhi Cargo Links (Demo)',
    truckType: 'Tata 1109',
    capacityTons: 10,
    pickupLocation: 'Patparganj Industrial Area',
    deliveryLocation: 'Sector 24, Faridabad',
    dayOffset: 2,
    slot: '9-12',
    costPerKm: 45,
    contactPerson: 'Vikas Sharma',
    rating: 4.7,
    completedDeliveries: 341,
    loadShare: 0.6,
    notes: 'Machinery parts; space for palletised goods.',
  },
  {
    companyName: 'Kundli Cold Chain (Demo)',
    truckType: 'Refrigerated Truck',
    capacityTons: 4,
    pickupLocation: 'Kundli Industrial Area, Sonipat',
    deliveryLocation: 'Okhla Industrial Area Phase 1',
    dayOffset: 2,
    slot: '18-21',
    costPerKm: 45,
    contactPerson: 'Harpreet Singh',
    rating: 4.9,
    completedDeliveries: 164,
    loadShare: 0.35,
    notes: 'Reefer body, 2-8 °C.',
  },
  {
    companyName: 'Manesar Express Logistics (Demo)',
    truckType: 'Container Truck',
    capacityTons: 12,
    pickupLocation: 'IMT Manesar',
    deliveryLocation: 'Kirti Nagar Industrial Area',
    dayOffset: 3,
    slot: '12-15',
    costPerKm: 50,
    contactPerson: 'Deepak Rathi',
    rating: 4.4,
    completedDeliveries: 289,
    loadShare: 0.5,
    notes: '20 ft container, furniture and white goods.',
  },
  {
    companyName: 'Bawana Transport Co. (Demo)',
    truckType: 'Tata 407',
    capacityTons: 3,
    pickupLocation: 'Bawana Industrial Area',
    deliveryLocation: 'Mayapuri Industrial Area',
    dayOffset: 3,
    slot: '15-18',
    costPerKm: 30,
    contactPerson: 'Mohit Gupta',
    rating: 4.3,
    completedDeliveries: 76,
    loadShare: 0.25,
    notes: 'Plastic goods; open body.',
  },
  {
    companyName: 'Noida Link Carriers (Demo)',
    truckType: 'Tata 709',
    capacityTons: 5.5,
    pickupLocation: 'Sector 63, Noida',
    deliveryLocation: 'Okhla Industrial Area Phase 2',
    dayOffset: 4,
    slot: '9-12',
    costPerKm: 35,
    contactPerson: 'Anil Tyagi',
    rating: 4.6,
    completedDeliveries: 183,
    loadShare: 0.45,
    notes: 'Electronics cartons; covered body.',
  },
];
