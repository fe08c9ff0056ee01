import type { Jobs } from '../jobs/jobs.js';
import { renderMail } from './render.js';
import { templates, type TemplateData, type TemplateName } from './templates.js';
import type { MailTransport } from './transport.js';

const JOB = 'mail.send';
const PRODUCT_NAME = 'Pitchroom';

interface MailJob {
  to: string;
  template: TemplateName;
  data: Record<string, unknown>;
}

/**
 * Sending e-mail: `send` queues a job and returns at once; the job renders the template and
 * hands it to the transport, retried with backoff while the SMTP server refuses.
 */
export class Mail {
  constructor(
    private readonly jobs: Jobs,
    private readonly transport: MailTransport,
  ) {
    jobs.define<MailJob>(JOB, (job) => this.deliver(job), { retryLimit: 8, retryDelaySeconds: 5 });
  }

  send<N extends TemplateName>(to: string, template: N, data: TemplateData<N>) {
    return this.jobs.send<MailJob>(JOB, { to, template, data: data as Record<string, unknown> });
  }

  private async deliver({ to, template, data }: MailJob) {
    const content = (templates[template] as (d: unknown) => ReturnType<(typeof templates)[TemplateName]>)(data);
    await this.transport.deliver({ to, ...renderMail(content, PRODUCT_NAME) });
  }

  close() {
    this.transport.close();
  }
}
