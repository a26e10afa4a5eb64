const inr = new Intl.NumberFormat('en-IN');

export const formatSqFt = (sqFt: number) => `${inr.format(sqFt)} sq ft`;

export const daysLabel = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;
