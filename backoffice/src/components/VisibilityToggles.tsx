import { SwitchField } from '@ckb/design-system/admin';
import { useState } from 'react';
import type { AnyWork, Kind } from '../lib/works.ts';
import { strings } from '../strings.ts';
import type { useWorkApi } from './useWorkApi.ts';
import styles from './VisibilityToggles.module.css';

/**
 * `active_show` and `active_show_on_slide` (manga: `active_show_on_swiper`), SPEC §4: each switch follows
 * the server's value, so its label flips only after the update call answers.
 */
export function VisibilityToggles({
  kind,
  work,
  api,
}: {
  kind: Kind;
  work: AnyWork;
  api: ReturnType<typeof useWorkApi>;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const slideField = kind === 'manga' ? 'active_show_on_swiper' : 'active_show_on_slide';
  const shown = work.active_show === 'true';
  const onSlide = ('active_show_on_swiper' in work ? work.active_show_on_swiper : work.active_show_on_slide) === 'true';
  const toggle = async (field: string, on: boolean, plan: { success: string; errorPrefix: string }) => {
    setBusy(field);
    await api.update({ [field]: on ? 'false' : 'true' }, plan);
    setBusy(null);
  };
  return (
    <div className={styles.toggles}>
      <SwitchField
        name="active_show"
        label={shown ? strings.detail.shown : strings.detail.hidden}
        checked={shown}
        disabled={busy !== null}
        aria-busy={busy === 'active_show' || undefined}
        onChange={() =>
          void toggle('active_show', shown, {
            success: strings.toasts.activeUpdated,
            errorPrefix: strings.toasts.activeFailed,
          })
        }
      />
      <SwitchField
        name={slideField}
        label={onSlide ? strings.detail.onSlide : strings.detail.offSlide}
        checked={onSlide}
        disabled={busy !== null}
        aria-busy={busy === slideField || undefined}
        onChange={() =>
          void toggle(slideField, onSlide, {
            success: strings.toasts.slideUpdated,
            errorPrefix: strings.toasts.slideFailed,
          })
        }
      />
    </div>
  );
}
