import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { regionsByState, type Region } from '@app/domain';
import { Modal } from '#app/ui/modal.tsx';

interface RegionPickerProps {
  open: boolean;
  regions: readonly Region[];
  current: Region | undefined;
  onChoose: (region: Region) => void;
  onClose: () => void;
}

/** 'Select Region': regions grouped by state, 22 and 45 left out (marketing spec §2.3). */
export function RegionPicker({ open, regions, current, onChoose, onClose }: RegionPickerProps) {
  const { t, i18n } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('guide.region.pickerTitle')}>
      <div className="region-picker">
        {regionsByState(regions).map((group) => {
          const stateKey = `guide.states.${group.state}`;
          const stateName = i18n.exists(stateKey) ? t(stateKey as 'guide.states.NSW') : group.state;
          return (
            <section key={group.state} aria-label={stateName} className="region-picker__state">
              <h3>{stateName}</h3>
              <ul>
                {group.regions.map((region) => (
                  <li key={region.id}>
                    <button
                      type="button"
                      className="region-picker__region"
                      aria-pressed={region.id === current?.id}
                      onClick={() => {
                        onChoose(region);
                        onClose();
                      }}
                    >
                      {region.region}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </Modal>
  );
}
