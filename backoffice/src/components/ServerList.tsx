import type { Server } from '@ckb/api-client';
import { Button } from '@ckb/design-system';
import { TextAreaField, TextField } from '@ckb/design-system/admin';
import { ServerCreateBody, type ServerCreateBodyT } from '@ckb/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLinkedServer } from '../lib/serverLink.ts';
import { useAdminForm } from '../lib/useAdminForm.ts';
import { strings } from '../strings.ts';
import { ConfirmButton } from './ConfirmButton.tsx';
import { FormActions } from './FormActions.tsx';
import styles from './ServerList.module.css';

export interface ServerActions {
  add: (body: ServerCreateBodyT) => Promise<boolean>;
  edit: (serverId: string, body: ServerCreateBodyT) => Promise<boolean>;
  remove: (serverId: string) => Promise<unknown>;
}

/** A film's or an episode's streaming servers: list, add, edit (`…/server/{id}/edit`) and delete. */
export function ServerList({
  servers,
  actions,
  context,
}: {
  servers: readonly Server[];
  actions: ServerActions;
  context: string;
}) {
  // a link to one server (the reports inbox) opens its edit form, in view, its first field focused
  const linked = useLinkedServer().server;
  const [editing, setEditing] = useState<string | null>(() => (servers.some((s) => s._id === linked) ? linked : null));
  const linkedItem = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const item = linkedItem.current;
    if (!item) return;
    item.scrollIntoView?.({ block: 'center' });
    item.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  }, []);
  return (
    <div className={styles.servers}>
      {servers.length === 0 ? (
        <p className={styles.empty}>{strings.servers.none}</p>
      ) : (
        <ul className={styles.list} aria-label={`${strings.servers.title}: ${context}`}>
          {servers.map((server) => (
            <li key={server._id} className={styles.item} ref={server._id === linked ? linkedItem : undefined}>
              {editing === server._id ? (
                <ServerForm
                  title={strings.servers.edit}
                  initial={server}
                  onSave={async (body) => {
                    const ok = await actions.edit(server._id, body);
                    if (ok) setEditing(null);
                    return ok;
                  }}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <>
                  <div className={styles.text}>
                    <span className={styles.name}>{server.name_server}</span>
                    <code className={styles.code} dir="ltr">
                      {server.embed_code}
                    </code>
                  </div>
                  <div className={styles.actions}>
                    <Button size="sm" variant="secondary" onClick={() => setEditing(server._id)}>
                      {`${strings.edit}: ${server.name_server}`}
                    </Button>
                    <ConfirmButton
                      label={`${strings.delete}: ${server.name_server}`}
                      question={strings.servers.deleteQuestion}
                      details={<p>{server.name_server}</p>}
                      onConfirm={() => actions.remove(server._id)}
                    />
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <ServerForm title={strings.servers.add} onSave={actions.add} />
    </div>
  );
}

const convert = (v: ServerCreateBodyT): ServerCreateBodyT => ({
  name_server: v.name_server,
  embed_code: v.embed_code.trim(),
});
const EMPTY: ServerCreateBodyT = { name_server: '', embed_code: '' };

function ServerForm({
  title,
  initial,
  onSave,
  onCancel,
}: {
  title: string;
  initial?: Server;
  onSave: (body: ServerCreateBodyT) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const values = useMemo(
    () => (initial ? { name_server: initial.name_server, embed_code: initial.embed_code } : EMPTY),
    [initial],
  );
  const form = useAdminForm({ schema: ServerCreateBody, convert, values });
  const submit = form.handleSubmit(async (body) => {
    if (await onSave(body)) form.reset(initial ? body : EMPTY);
  });
  const errors = form.formState.errors;
  return (
    <form ref={form.ref} onSubmit={submit} noValidate className={styles.form} aria-label={title}>
      <p className={styles.formTitle}>{title}</p>
      <TextField
        label={strings.fields.name_server!}
        required
        error={errors.name_server?.message}
        {...form.register('name_server')}
      />
      <TextAreaField
        label={strings.fields.embed_code!}
        hint={strings.servers.embedHint}
        required
        rows={3}
        dir="ltr"
        error={errors.embed_code?.message}
        {...form.register('embed_code')}
      />
      <FormActions
        busy={form.formState.isSubmitting}
        label={initial ? strings.save : strings.servers.add}
        shortcut={false}
        onCancel={onCancel}
      />
    </form>
  );
}
