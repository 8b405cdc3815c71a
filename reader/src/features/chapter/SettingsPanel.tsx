import { formatNumber, Drawer } from '@ckb/design-system';
import { SwitchField } from '@ckb/design-system/admin';
import { ChoiceGroup } from '@ckb/design-system/reader';
import {
  defaultDirection,
  setDirection,
  STRIP_GAPS,
  STRIP_WIDTHS,
  updateSettings,
  useFit,
  useSettings,
  type Direction,
  type Fit,
  type ReadingMode,
} from '../../lib/settings.ts';
import { spreadsFit } from '../../lib/spreads.ts';
import { strings } from '../../strings.ts';
import styles from './SettingsPanel.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  work: number;
  type: string;
  direction: Direction;
  dataSaver: boolean;
}

/**
 * The reader's settings, in a drawer: mode, direction (this work), fit, strip width and gap, data saver, spreads
 * (wide screens, not for manhua), preload.
 */
export function SettingsPanel({ open, onClose, work, type, direction, dataSaver }: Props) {
  const settings = useSettings();
  const fit = useFit(settings);
  const typeLabel = strings.typeLabels[type] ?? type;
  const defaultLabel = defaultDirection(type) === 'rtl' ? strings.directionRtl : strings.directionLtr;
  return (
    <Drawer open={open} onClose={onClose} title={strings.settings}>
      <div className={styles.settings}>
        <ChoiceGroup<ReadingMode>
          legend={strings.mode}
          value={settings.mode}
          onChange={(mode) => updateSettings({ mode })}
          options={[
            { value: 'strip', label: strings.modeStrip },
            { value: 'paged', label: strings.modePaged },
          ]}
        />
        <ChoiceGroup<Direction>
          legend={strings.direction}
          hint={`${strings.directionHint(typeLabel)}: ${defaultLabel}`}
          value={direction}
          onChange={(d) => setDirection(work, d)}
          options={[
            { value: 'rtl', label: strings.directionRtl },
            { value: 'ltr', label: strings.directionLtr },
          ]}
        />
        <ChoiceGroup<Fit>
          legend={strings.fit}
          value={fit}
          onChange={(fit) => updateSettings({ fit })}
          options={[
            { value: 'width', label: strings.fitWidth },
            { value: 'height', label: strings.fitHeight },
            { value: 'original', label: strings.fitOriginal },
          ]}
        />
        <ChoiceGroup<string>
          className={styles.desktopOnly}
          legend={strings.stripWidth}
          value={String(settings.stripWidth)}
          onChange={(w) => updateSettings({ stripWidth: Number(w) })}
          options={STRIP_WIDTHS.map((w) => ({ value: String(w), label: formatNumber(w) }))}
        />
        <ChoiceGroup<string>
          legend={strings.stripGap}
          value={String(settings.stripGap)}
          onChange={(g) => updateSettings({ stripGap: Number(g) })}
          options={STRIP_GAPS.map((g, i) => ({ value: String(g), label: strings.stripGaps[i]! }))}
        />
        <SwitchField
          label={strings.dataSaver}
          hint={strings.dataSaverHint}
          checked={dataSaver}
          onChange={(e) => updateSettings({ dataSaver: e.currentTarget.checked })}
        />
        {spreadsFit(type) ? (
          <SwitchField
            className={styles.desktopOnly}
            label={strings.spread}
            hint={strings.spreadHint}
            checked={settings.spread}
            onChange={(e) => updateSettings({ spread: e.currentTarget.checked })}
          />
        ) : null}
        <ChoiceGroup<string>
          legend={strings.preload}
          value={String(settings.preload)}
          onChange={(n) => updateSettings({ preload: Number(n) })}
          options={[3, 5, 10].map((n) => ({ value: String(n), label: formatNumber(n) }))}
        />
      </div>
    </Drawer>
  );
}
