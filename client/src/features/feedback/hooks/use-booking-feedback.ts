import { useMutation, useQuery } from '@tanstack/react-query';
import { useSession } from '../../../session/use-session';
import { notifySuccess } from '../../../ui/feedback';
import { feedbackApi } from '../api/feedback.api';
import { bookingFeedbackKey } from '../api/feedback.keys';

/** A booking's feedback at the current outlet (null until the diner leaves it). */
export function useBookingFeedback(reservationId: string) {
  const rid = useSession().outlet?.rid;
  return useQuery({ queryKey: bookingFeedbackKey(rid, reservationId), queryFn: () => feedbackApi.get(reservationId) });
}

/**
 * The booking's feedback link on this console's host, copied to the clipboard where the browser allows it (a
 * secure page): the drawer also shows it, copyable, for a console served over plain HTTP.
 */
export function useFeedbackLink(copied: string) {
  return useMutation({
    mutationFn: async (reservationId: string) => {
      const { path } = await feedbackApi.link(reservationId);
      const url = `${window.location.origin}${path}`;
      const wrote = await navigator.clipboard?.writeText(url).then(
        () => true,
        () => false,
      );
      return { url, wrote: wrote === true };
    },
    onSuccess: ({ wrote }) => {
      if (wrote) notifySuccess(copied);
    },
  });
}
