import { ProgressBar } from '@ckb/design-system/admin';
import { strings } from '../strings.ts';
import type { Step, StepId } from './useOneStepCreate.ts';
import styles from './WorkCreateForm.module.css';

const LABEL: Record<StepId, string> = {
  work: strings.addPage.stepWork,
  poster: strings.detail.poster,
  background: strings.detail.background,
};

/** The parts of a one-step create, each with its state: what is saved, what is on its way, what failed and why. */
export function CreateProgress({ steps }: { steps: readonly Step[] }) {
  return (
    <section className={styles.progress} aria-label={strings.addPage.progress}>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.id}>
            <ProgressBar
              label={LABEL[step.id]}
              value={step.status === 'running' ? step.progress : step.status === 'waiting' ? 0 : 1}
              showValue
              tone={step.status === 'failed' ? 'danger' : step.status === 'done' ? 'success' : 'primary'}
            />
            <span className={step.status === 'failed' ? styles.error : styles.state} aria-live="polite">
              {LABEL[step.id]}
              {step.status === 'running' ? '' : ': '}
              {step.status === 'failed'
                ? step.error
                : step.status === 'done'
                  ? strings.addPage.stepDone
                  : step.status === 'waiting'
                    ? strings.addPage.stepWaiting
                    : null}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
