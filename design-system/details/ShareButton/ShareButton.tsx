import { useState } from 'react';
import { Button, strings, Svg, type ButtonSize, type ButtonVariant } from '@ckb/design-system';

export const SHARE_STRINGS: Record<'share' | 'copied' | 'failed', string> = {
  share: strings.share,
  copied: strings.shareCopied,
  failed: strings.shareFailed,
};

/** What happened, so the caller can toast: the share sheet opened, or the link was copied, or neither. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export interface ShareData {
  url: string;
  title?: string;
  text?: string;
}

/** Writes text to the clipboard: the async Clipboard API, else a selected textarea and `copy`. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // permission refused or insecure context: try the old way
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const ok = typeof document.execCommand === 'function' && document.execCommand('copy');
    area.remove();
    return ok;
  } catch {
    return false;
  }
}

/**
 * Shares a link: the Web Share API where there is one (phones), otherwise copies the link.
 * Never throws; the outcome says what happened.
 */
export async function shareLink(data: ShareData): Promise<ShareOutcome> {
  const payload = {
    url: data.url,
    ...(data.title ? { title: data.title } : {}),
    ...(data.text ? { text: data.text } : {}),
  };
  if (typeof navigator.share === 'function' && (!navigator.canShare || navigator.canShare(payload))) {
    try {
      await navigator.share(payload);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // NotAllowedError and friends: fall back to copying
    }
  }
  return (await copyText(data.url)) ? 'copied' : 'failed';
}

export interface ShareButtonProps extends ShareData {
  /** Called after every attempt; on 'copied' the caller shows its success toast. */
  onShared?: (outcome: ShareOutcome) => void;
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

const ShareIcon = () => (
  <Svg>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
  </Svg>
);

export function ShareButton({
  url,
  title,
  text,
  onShared,
  label,
  variant = 'secondary',
  size = 'md',
}: ShareButtonProps) {
  const [busy, setBusy] = useState(false);
  async function onClick() {
    setBusy(true);
    const outcome = await shareLink({ url, title, text });
    setBusy(false);
    onShared?.(outcome);
  }
  return (
    <Button variant={variant} size={size} startIcon={<ShareIcon />} onClick={onClick} loading={busy}>
      {label ?? SHARE_STRINGS.share}
    </Button>
  );
}
