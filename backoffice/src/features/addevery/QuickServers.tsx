import { Button } from '@ckb/design-system';
import { TextAreaField, TextField } from '@ckb/design-system/admin';
import { Controller, useFieldArray } from 'react-hook-form';
import { accountStrings } from '../../accountStrings.ts';
import type { AdminForm } from '../../lib/useAdminForm.ts';
import { serverRow, type QuickValues } from './quickEpisodeForm.ts';
import styles from './AddEveryPage.module.css';

const t = accountStrings.quick;

/** The quick form's servers: one row ready ("سێرڤەری ١"), more on demand, any but the last removable. */
export function QuickServers({ form }: { form: AdminForm<QuickValues, unknown> }) {
  const rows = useFieldArray({ control: form.control, name: 'servers' });
  const errors = form.formState.errors.servers;
  return (
    <fieldset className={styles.servers}>
      <legend>{t.servers}</legend>
      {rows.fields.map((row, i) => (
        <div key={row.id} className={styles.serverRow}>
          {/* Controlled, so each input keeps the api's field name (`name_server`, `embed_code`) in the page. */}
          <Controller
            control={form.control}
            name={`servers.${i}.name_server`}
            render={({ field }) => (
              <TextField
                {...field}
                id={`quick-${i}.name_server`}
                name="name_server"
                label={t.serverName}
                error={errors?.[i]?.name_server?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name={`servers.${i}.embed_code`}
            render={({ field }) => (
              <TextAreaField
                {...field}
                id={`quick-${i}.embed_code`}
                name="embed_code"
                label={t.embed}
                hint={t.embedHint}
                dir="ltr"
                rows={2}
                error={errors?.[i]?.embed_code?.message}
              />
            )}
          />
          {rows.fields.length > 1 && (
            <Button size="sm" variant="ghost" onClick={() => rows.remove(i)}>
              {t.removeServer(i + 1)}
            </Button>
          )}
        </div>
      ))}
      <Button
        size="sm"
        variant="secondary"
        onClick={() => rows.append(serverRow(rows.fields.length + 1), { shouldFocus: false })}
      >
        {t.addServer}
      </Button>
    </fieldset>
  );
}
