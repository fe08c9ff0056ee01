import { Anchor, Card, Stack, Text } from '@mantine/core';
import { ANALYTICS_TEXT as T } from '../../../shared/analytics';
import { ListCard } from '../../components/list-card';
import { trpc } from '../../lib/trpc';
import { formatVisit } from './analytics-tables';

/** What brands answered on the sheet: "Acme compared 3 creators on …", the creators by name, and their comments. */
export function SheetResponsesCard({ sheetId }: { sheetId: string }) {
  const query = trpc.analytics.sheetResponses.useQuery({ sheet_id: sheetId }, { retry: false });
  const responses = query.data?.responses ?? [];
  return (
    <Card withBorder radius="md" padding="md">
      <Text fw={600} mb="sm">
        {T.brandResponses}
      </Text>
      <ListCard loading={query.isPending} empty={!responses.length} emptyText={T.noResponses}>
        <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={T.brandResponses}>
          {responses.map((response) => (
            <Stack key={response.id} gap={2} component="li" data-testid="brand-response">
              <Text fw={600} size="sm">
                {response.summary}
              </Text>
              <Text size="xs" c="dimmed">
                {formatVisit(response.created_at)}
                {response.responder_email && (
                  <>
                    {' · '}
                    <Anchor href={`mailto:${response.responder_email}`} size="xs">
                      {response.responder_name ? `${response.responder_name} <${response.responder_email}>` : response.responder_email}
                    </Anchor>
                  </>
                )}
              </Text>
              {response.compared.length > 0 && <Text size="sm">{T.comparedCreators(response.compared.map((c) => c.name))}</Text>}
              {response.liked.length > 0 && !response.compared.length && <Text size="sm">{T.likedCreators(response.liked.map((c) => c.name))}</Text>}
              {response.comments && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  “{response.comments}”
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      </ListCard>
    </Card>
  );
}
