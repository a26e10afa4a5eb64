import { Link } from 'react-router';

const ACTIONS = [
  {
    to: '/add-delivery',
    label: 'Add New Delivery',
    hint: 'Quote and schedule with route and weather analysis',
  },
  { to: '/shared-trucks', label: 'Find Shared Trucks', hint: 'Share a truck and save 30% to 50%' },
  { to: '/micro-warehouse', label: 'Micro-Warehouse', hint: 'Book storage space near you' },
];

export function QuickActions() {
  return (
    <section
      aria-labelledby="quick-actions"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="quick-actions" className="font-semibold">
        Quick Actions
      </h2>
      <ul className="mt-3 space-y-2">
        {ACTIONS.map((a) => (
          <li key={a.to}>
            <Link
              to={a.to}
              className="block rounded-md border border-slate-200 p-3 hover:border-indigo-400 hover:bg-indigo-50"
            >
              <span className="font-semibold text-indigo-800">{a.label}</span>
              <span className="block text-sm text-slate-700">{a.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
