import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFICE_ADDRESS } from '@/config/contact';

/*
 * A drawn, not-to-scale plan of Connaught Place (its concentric circles and radial roads) with our office
 * marked. Deliberately not a live map: the contact page makes no requests to outside map services.
 */
const RADIAL_ROADS = [
  { angle: -90, name: 'mintoRoad' },
  { angle: 90, name: 'janpath' },
  { angle: 30, name: 'barakhambaRoad' },
  { angle: 150, name: 'parliamentStreet' },
  { angle: -30, name: null },
  { angle: -150, name: null },
] as const;

const CX = 200;
const CY = 150;

function polar(angleDeg: number, radius: number) {
  const a = (angleDeg * Math.PI) / 180;
  return { x: CX + radius * Math.cos(a), y: CY + radius * Math.sin(a) };
}

export function OfficeMap() {
  const { t } = useTranslation('contact');
  const titleId = useId();
  const descId = useId();
  const office = polar(-55, 95);
  return (
    <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        viewBox="0 0 400 300"
        className="h-auto w-full bg-emerald-50"
      >
        <title id={titleId}>{t('map.title')}</title>
        <desc id={descId}>{t('map.description')}</desc>
        {RADIAL_ROADS.map((road) => {
          const end = polar(road.angle, 240);
          const label = polar(road.angle, 130);
          return (
            <g key={road.angle}>
              <line x1={CX} y1={CY} x2={end.x} y2={end.y} stroke="#cbd5e1" strokeWidth="10" />
              {road.name && (
                <text
                  x={label.x}
                  y={label.y}
                  fontSize="11"
                  fill="#334155"
                  textAnchor="middle"
                  paintOrder="stroke"
                  stroke="#ecfdf5"
                  strokeWidth="4"
                  fontFamily="inherit"
                >
                  {t(`map.${road.name}`)}
                </text>
              )}
            </g>
          );
        })}
        <circle cx={CX} cy={CY} r="95" fill="none" stroke="#94a3b8" strokeWidth="12" />
        <circle cx={CX} cy={CY} r="68" fill="#e2e8f0" stroke="#94a3b8" strokeWidth="8" />
        <circle cx={CX} cy={CY} r="42" fill="#bbf7d0" stroke="#94a3b8" strokeWidth="8" />
        <text x={CX} y={CY - 4} fontSize="10" fill="#166534" textAnchor="middle" fontFamily="inherit">
          {t('map.centralPark')}
        </text>
        <g transform={`translate(${CX} ${CY + 12})`}>
          <rect x="-34" y="-2" width="68" height="16" rx="8" fill="#1d4ed8" />
          <text x="0" y="10" fontSize="9" fill="#fff" textAnchor="middle" fontFamily="inherit">
            {t('map.rajivChowk')}
          </text>
        </g>
        <g transform={`translate(${office.x} ${office.y})`}>
          <path
            d="M0 0c-9-11-14-17-14-25a14 14 0 0 1 28 0c0 8-5 14-14 25z"
            fill="#dc2626"
            stroke="#fff"
            strokeWidth="2"
          />
          <circle cx="0" cy="-25" r="5" fill="#fff" />
          <rect x="14" y="-46" width="86" height="22" rx="6" fill="#fff" stroke="#fecaca" />
          <text
            x="57"
            y="-31"
            fontSize="11"
            fontWeight="700"
            fill="#991b1b"
            textAnchor="middle"
            fontFamily="inherit"
          >
            LogiSaathi
          </text>
        </g>
      </svg>
      <figcaption className="border-t border-slate-200 p-4 text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{OFFICE_ADDRESS}</span>
        <br />
        {t('map.caption')}
      </figcaption>
    </figure>
  );
}
