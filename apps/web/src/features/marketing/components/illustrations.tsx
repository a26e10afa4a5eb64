import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeatureIllustration as FeatureIllustrationKind } from '../content/main-features';

/*
 * Inline SVG illustrations: no image requests, crisp at any size, and each carries a text alternative
 * (role="img" with a title) so the picture is described to screen-reader users.
 */

function Svg({
  label,
  viewBox,
  className,
  children,
}: {
  label: string;
  viewBox: string;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox={viewBox}
      className={className ?? 'h-auto w-full'}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id={titleId}>{label}</title>
      {children}
    </svg>
  );
}

function Truck({
  x,
  y,
  scale = 1,
  body = '#4338ca',
}: {
  x: number;
  y: number;
  scale?: number;
  body?: string;
}) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <rect x="0" y="0" width="52" height="30" rx="3" fill={body} />
      <path d="M52 8h14l10 11v11H52z" fill="#f59e0b" />
      <rect x="57" y="11" width="9" height="7" rx="1" fill="#e0e7ff" />
      <circle cx="14" cy="32" r="6" fill="#1e293b" />
      <circle cx="14" cy="32" r="2.5" fill="#cbd5e1" />
      <circle cx="62" cy="32" r="6" fill="#1e293b" />
      <circle cx="62" cy="32" r="2.5" fill="#cbd5e1" />
    </g>
  );
}

function Pin({ x, y, color = '#dc2626' }: { x: number; y: number; color?: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M0 0c-8-10-13-16-13-23a13 13 0 0 1 26 0c0 7-5 13-13 23z" fill={color} />
      <circle cx="0" cy="-23" r="5" fill="#fff" />
    </g>
  );
}

export function HeroIllustration() {
  const { t } = useTranslation('marketing');
  return (
    <Svg label={t('illustrations.hero')} viewBox="0 0 400 300">
      <rect x="10" y="20" width="380" height="260" rx="20" fill="#eef2ff" />
      <path d="M10 120h380M10 210h380M120 20v260M270 20v260" stroke="#c7d2fe" strokeWidth="10" />
      <path d="M40 60l90 40M300 240l70-60" stroke="#c7d2fe" strokeWidth="6" />
      <circle cx="330" cy="70" r="28" fill="#bbf7d0" />
      <circle cx="70" cy="240" r="22" fill="#bbf7d0" />
      <path
        d="M80 90C140 90 130 165 200 165S270 230 320 230"
        fill="none"
        stroke="#4338ca"
        strokeWidth="6"
        strokeDasharray="14 10"
        strokeLinecap="round"
      />
      <Pin x={80} y={100} color="#4338ca" />
      <Pin x={320} y={240} />
      <Truck x={160} y={128} />
      <g transform="translate(250 40)">
        <rect width="120" height="50" rx="10" fill="#fff" stroke="#c7d2fe" />
        <text x="14" y="22" fontSize="12" fill="#334155" fontFamily="inherit">
          {t('illustrations.routeSaved')}
        </text>
        <text x="14" y="40" fontSize="16" fontWeight="700" fill="#15803d" fontFamily="inherit">
          {t('illustrations.costCut')}
        </text>
      </g>
    </Svg>
  );
}

function RouteArt() {
  const { t } = useTranslation('marketing');
  return (
    <>
      <rect width="320" height="220" rx="18" fill="#eef2ff" />
      <path d="M0 80h320M0 160h320M100 0v220M220 0v220" stroke="#c7d2fe" strokeWidth="8" />
      <path
        d="M50 180C50 100 120 140 160 90S270 40 270 40"
        fill="none"
        stroke="#94a3b8"
        strokeWidth="5"
        strokeDasharray="6 8"
      />
      <path
        d="M50 180C120 180 160 120 200 110S270 80 270 40"
        fill="none"
        stroke="#4338ca"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <Pin x={50} y={190} color="#4338ca" />
      <Pin x={270} y={50} />
      <g transform="translate(20 20)">
        <rect width="118" height="44" rx="10" fill="#fff" stroke="#c7d2fe" />
        <text x="12" y="19" fontSize="11" fill="#334155" fontFamily="inherit">
          {t('illustrations.riskScore')}
        </text>
        <text x="12" y="36" fontSize="15" fontWeight="700" fill="#15803d" fontFamily="inherit">
          {t('illustrations.riskLow')}
        </text>
      </g>
    </>
  );
}

function TrackingArt() {
  const { t } = useTranslation('marketing');
  return (
    <>
      <rect width="320" height="220" rx="18" fill="#ecfeff" />
      <rect x="110" y="14" width="100" height="192" rx="16" fill="#1e293b" />
      <rect x="118" y="30" width="84" height="160" rx="6" fill="#e0f2fe" />
      <path d="M118 90h84M118 140h84M150 30v160" stroke="#bae6fd" strokeWidth="6" />
      <path
        d="M130 175C150 150 170 130 185 70"
        fill="none"
        stroke="#0e7490"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="172" cy="112" r="16" fill="#0e7490" opacity="0.2" />
      <circle cx="172" cy="112" r="7" fill="#0e7490" stroke="#fff" strokeWidth="2" />
      <g transform="translate(222 40)">
        <rect width="86" height="40" rx="10" fill="#fff" stroke="#a5f3fc" />
        <text x="10" y="25" fontSize="12" fontWeight="700" fill="#0e7490" fontFamily="inherit">
          {t('illustrations.liveGps')}
        </text>
      </g>
      <g transform="translate(12 150)">
        <rect width="92" height="40" rx="10" fill="#fff" stroke="#a5f3fc" />
        <text x="10" y="25" fontSize="12" fill="#334155" fontFamily="inherit">
          {t('illustrations.eta')}
        </text>
      </g>
    </>
  );
}

function PoolingArt() {
  const { t } = useTranslation('marketing');
  return (
    <>
      <rect width="320" height="220" rx="18" fill="#fefce8" />
      <rect x="40" y="60" width="160" height="90" rx="6" fill="#fff" stroke="#4338ca" strokeWidth="4" />
      <rect x="52" y="100" width="40" height="42" rx="3" fill="#4338ca" />
      <rect x="98" y="84" width="44" height="58" rx="3" fill="#f59e0b" />
      <rect x="148" y="110" width="42" height="32" rx="3" fill="#0e7490" />
      <path d="M200 90h40l30 30v30h-70z" fill="#4338ca" />
      <rect x="214" y="98" width="24" height="18" rx="2" fill="#e0e7ff" />
      <circle cx="80" cy="158" r="14" fill="#1e293b" />
      <circle cx="235" cy="158" r="14" fill="#1e293b" />
      <text x="40" y="44" fontSize="14" fontWeight="700" fill="#334155" fontFamily="inherit">
        {t('illustrations.pooled')}
      </text>
      <text x="40" y="200" fontSize="13" fill="#15803d" fontWeight="700" fontFamily="inherit">
        {t('illustrations.costSplit')}
      </text>
    </>
  );
}

function WarehouseArt() {
  const { t } = useTranslation('marketing');
  return (
    <>
      <rect width="320" height="220" rx="18" fill="#f0fdf4" />
      <circle cx="160" cy="110" r="80" fill="none" stroke="#bbf7d0" strokeWidth="4" strokeDasharray="8 8" />
      <g transform="translate(120 72)">
        <path d="M0 30L40 6l40 24v50H0z" fill="#15803d" />
        <rect x="22" y="46" width="36" height="34" fill="#dcfce7" />
        <path d="M22 58h36M22 70h36" stroke="#15803d" strokeWidth="3" />
      </g>
      <Pin x={60} y={70} color="#4338ca" />
      <Pin x={262} y={80} color="#4338ca" />
      <Pin x={240} y={190} color="#4338ca" />
      <Pin x={80} y={190} color="#4338ca" />
      <text x="98" y="208" fontSize="13" fontWeight="700" fill="#166534" fontFamily="inherit">
        {t('illustrations.closeToCustomers')}
      </text>
    </>
  );
}

/** Each picture's description is `marketing.illustrations.<kind>`. */
const FEATURE_ART: Record<FeatureIllustrationKind, () => ReactNode> = {
  route: RouteArt,
  tracking: TrackingArt,
  pooling: PoolingArt,
  warehouse: WarehouseArt,
};

export function FeatureIllustration({ kind }: { kind: FeatureIllustrationKind }) {
  const { t } = useTranslation('marketing');
  const label = t(`illustrations.${kind}`);
  const Art = FEATURE_ART[kind];
  return (
    <Svg label={label} viewBox="0 0 320 220" className="h-auto w-full max-w-md">
      <Art />
    </Svg>
  );
}
