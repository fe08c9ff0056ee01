import { notifications } from '@mantine/notifications';
import { IconEye, IconMessageCheck, IconUserPlus, IconUserQuestion } from '@tabler/icons-react';
import { useRef } from 'react';
import { ADD_TALENT_MSG } from '../../../shared/talent-add-texts';
import { trpc } from '../../lib/trpc';
import { requestsShownOnPage } from '../talent-intake/added-talent';

const VISIBLE_MS = 8000;
const TALENT_ADDED_TOAST = 'team-notification-talent-added';

/**
 * Shows a toast when a brand opens or answers one of the team's shared sheets, reviews a Creator
 * Call response or talent reach the roster (pushed live). Talent added while the last such toast
 * is still up (an import of many rows) count up in that one toast.
 */
export function useTeamNotifications(enabled: boolean) {
  const utils = trpc.useUtils();
  const talentAdded = useRef({ count: 0, shownAt: 0 });
  trpc.teamNotifications.live.useSubscription(undefined, {
    enabled,
    onData: ({ data }) => {
      void utils.teamNotifications.list.invalidate();
      // A brand reviewed or replied to a Creator Call response: the cards show it at once.
      if (data.type === 'casting_call_reviewed') {
        void utils.creatorCalls.list.invalidate();
        void utils.creatorCalls.get.invalidate();
      }
      // An agency answered one of the brand's calls: its counts and list of responses show it at once.
      if (data.type === 'casting_call_answered') {
        void utils.brandCalls.list.invalidate();
        void utils.brandCalls.responses.invalidate();
      }
      // The Add Talent page shows its own request's outcome in place.
      if (data.request_id !== undefined && requestsShownOnPage.has(data.request_id)) return;
      if (data.type === 'talent_added') {
        const recent = Date.now() - talentAdded.current.shownAt < VISIBLE_MS;
        const count = recent ? talentAdded.current.count + 1 : 1;
        talentAdded.current = { count, shownAt: Date.now() };
        // Closed (by its timer or by hand): the next one is a new toast.
        const onClose = () => (talentAdded.current = { count: 0, shownAt: 0 });
        const toast = { id: TALENT_ADDED_TOAST, icon: <IconUserPlus size={18} />, color: 'brand', autoClose: VISIBLE_MS, onClose };
        const message = count === 1 ? data.title : ADD_TALENT_MSG.talentAddedNotices(count);
        if (recent) notifications.update({ ...toast, message });
        else notifications.show({ ...toast, message });
        return;
      }
      notifications.show({
        id: `team-notification-${data.id}`,
        message: data.title,
        color: data.type === 'sheet_response' ? 'teal' : data.type === 'talent_not_found' ? 'orange' : 'brand',
        icon:
          data.type === 'sheet_response' ? (
            <IconMessageCheck size={18} />
          ) : data.type === 'talent_not_found' ? (
            <IconUserQuestion size={18} />
          ) : (
            <IconEye size={18} />
          ),
        autoClose: VISIBLE_MS,
      });
    },
  });
}
