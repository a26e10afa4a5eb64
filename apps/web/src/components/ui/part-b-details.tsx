import { useTranslation } from 'react-i18next';
import { formatEwbNumber, nicDate, type PartBUpdate } from '@logisaathi/domain';
import { useDomainText } from '@/i18n/use-language';

/**
 * The e-way bill's Part-B update due after the truck changed (issue 31), field by field as the portal's "Update
 * Vehicle No." form asks for them: shown to the business on its delivery and to the partner on the job. The
 * remark and the values are what is typed on the portal, so they stay as the portal takes them.
 */
export function PartBDetails({ partB }: { partB: PartBUpdate }) {
  const { t } = useTranslation();
  const text = useDomainText();
  const rows: Array<[string, string, boolean]> = [
    [t('partB.ewbNumber'), formatEwbNumber(partB.ewbNumber), true],
    [t('partB.vehicleNo'), partB.vehicleNo, true],
    [t('partB.previous'), partB.previousVehicleNo ?? t('partB.none'), true],
    [t('partB.fromPlace'), partB.fromPlace, false],
    [t('partB.fromState'), partB.fromState, false],
    [t('partB.reason'), `${partB.reasonCode} · ${text(partB.reason)}`, false],
    ...(partB.reasonRemark ? [[t('partB.remark'), partB.reasonRemark, false] as [string, string, boolean]] : []),
    [t('partB.transDoc'), partB.transDocNo, true],
    [t('partB.transDocDate'), nicDate(partB.transDocDate), true],
    [t('partB.mode'), t('partB.road'), false],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm" data-testid="part-b-details">
      {rows.map(([label, value, mono]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className={mono ? 'font-mono break-all' : 'break-words'}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
