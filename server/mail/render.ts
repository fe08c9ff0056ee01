/**
 * One template per e-mail, written once as blocks; the plain-text and HTML bodies are both
 * rendered from it, so the two never say different things.
 */
export type MailBlock = { paragraph: string } | { button: { label: string; url: string } } | { quote: string };

export interface MailContent {
  subject: string;
  blocks: MailBlock[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function blockText(block: MailBlock) {
  if ('paragraph' in block) return block.paragraph;
  if ('quote' in block)
    return block.quote
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n');
  return `${block.button.label}: ${block.button.url}`;
}

function blockHtml(block: MailBlock) {
  if ('paragraph' in block) return `<p style="margin:0 0 16px">${escapeHtml(block.paragraph)}</p>`;
  if ('quote' in block) {
    return `<blockquote style="margin:0 0 16px;padding-left:12px;border-left:3px solid #ccc;white-space:pre-wrap">${escapeHtml(block.quote)}</blockquote>`;
  }
  const { label, url } = block.button;
  return (
    `<p style="margin:0 0 16px"><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:#228be6;` +
    `color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>` +
    `<p style="margin:0 0 16px;font-size:12px;color:#666">${escapeHtml(url)}</p>`
  );
}

export function renderMail({ subject, blocks }: MailContent, productName: string): RenderedMail {
  const text = `${blocks.map(blockText).join('\n\n')}\n\n— ${productName}\n`;
  const html =
    `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:15px;color:#222;max-width:560px;margin:24px auto">` +
    `${blocks.map(blockHtml).join('')}<p style="color:#666">— ${escapeHtml(productName)}</p></body></html>`;
  return { subject, text, html };
}
