import { ActionIcon, CopyButton, Tooltip } from '@mantine/core';
import { IconCheck, IconLink } from '@tabler/icons-react';
import { DURATION } from '../../../shared/limits';
import { MSG } from '../../../shared/messages';
import { showSuccess } from '../../lib/toasts';

/** Copies `url` and says "Link copied to clipboard!". */
export function CopyLinkButton({ url, label }: { url: string; label: string }) {
  return (
    <CopyButton value={url} timeout={DURATION.copyConfirmation}>
      {({ copied, copy }) => (
        <Tooltip label={label} withArrow>
          <ActionIcon
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            aria-label={label}
            onClick={() => {
              copy();
              showSuccess(MSG.linkCopied);
            }}
          >
            {copied ? <IconCheck size={18} /> : <IconLink size={18} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}
